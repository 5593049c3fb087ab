import { SiteLoginScreen } from '@salon/ui/screens/customer-accounts/SiteLoginScreen';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { AccountModals } from './AccountModals';
import { useAccountModal } from './use-account-modal';
import { useCustomer } from './use-customer';
import { useSiteSignIn } from './use-site-sign-in';

/**
 * `/salon/{salonName}/login`: the customer signs in and goes to the salon's home (`#banner`); from here
 * they can also create an account or ask for password assistance. A signed-in customer goes home.
 */
export function SiteLoginContainer() {
  const { salonName = '' } = useParams<{ salonName: string }>();
  const navigate = useNavigate();
  const { customer } = useCustomer(salonName);
  const home = `/salon/${salonName}#banner`;
  const { form } = useSiteSignIn(salonName, () => navigate(home, { replace: true }));
  const { modal, setModal, forgotEmail, openForgot } = useAccountModal();

  if (customer) return <Navigate to={home} replace />;

  return (
    <>
      <SiteLoginScreen {...form} onForgotPassword={openForgot} onCreateAccount={() => setModal('create')} />
      <AccountModals open={modal} onOpen={setModal} forgotEmail={forgotEmail} salonName={salonName} />
    </>
  );
}
