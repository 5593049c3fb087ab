import type { LoginValues } from '@salon/ui/screens/auth/LoginScreen';
import { SiteLoginScreen } from '@salon/ui/screens/site/SiteLoginScreen';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useServerError, useSessionStore } from '../core';
import { AccountModals, type AccountModal } from './AccountModals';
import { useCustomer } from './use-customer';
import { useSiteLogin } from './use-site-login';

/**
 * `/salon/{salonName}/login`: the customer signs in and goes to the salon's home (`#banner`); from here
 * they can also create an account or ask for password assistance. A signed-in customer goes home.
 */
export function SiteLoginContainer() {
  const { salonName = '' } = useParams<{ salonName: string }>();
  const navigate = useNavigate();
  const session = useSessionStore();
  const { customer } = useCustomer(salonName);
  const { trigger, isMutating } = useSiteLogin(salonName);
  const { serverError, attempt } = useServerError();
  const [modal, setModal] = useState<AccountModal>(null);
  const [forgotEmail, setForgotEmail] = useState('');
  const home = `/salon/${salonName}#banner`;

  if (customer) return <Navigate to={home} replace />;

  const submit = (values: LoginValues) =>
    attempt(async () => {
      const info = await trigger(values);
      session.set(info);
      toast.success(`Welcome back, ${info.name}`);
      navigate(home, { replace: true });
    });

  return (
    <>
      <SiteLoginScreen
        onSubmit={submit}
        submitting={isMutating}
        serverError={serverError}
        onForgotPassword={() => {
          setForgotEmail('');
          setModal('forgot');
        }}
        onCreateAccount={() => setModal('create')}
      />
      <AccountModals
        open={modal}
        onOpen={setModal}
        forgotEmail={forgotEmail}
        onForgotEmail={setForgotEmail}
        salonName={salonName}
      />
    </>
  );
}
