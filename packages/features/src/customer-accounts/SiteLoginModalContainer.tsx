import { SiteLoginModal } from '@salon/ui/screens/customer-accounts/SiteLoginModal';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { AccountModals } from './AccountModals';
import { useAccountModal } from './use-account-modal';
import { useSiteSignIn } from './use-site-sign-in';

export interface SiteLoginModalContainerProps {
  /** The header's Login (or checkout's 'Please Login First') opened it. */
  open: boolean;
  onClose: () => void;
  /** The salon's URL name; the route's `:salonName` by default. */
  salonName?: string;
}

/**
 * The header's Login modal: signs the customer in where they are. 'Create Account' and 'Forgot
 * password?' replace it with their own modals.
 */
export function SiteLoginModalContainer({ open, onClose, salonName }: SiteLoginModalContainerProps) {
  const params = useParams<{ salonName: string }>();
  const site = salonName ?? params.salonName ?? '';
  const { form, setServerError } = useSiteSignIn(site, onClose);
  const { modal, setModal, forgotEmail, openForgot } = useAccountModal();

  useEffect(() => {
    if (!open) return;
    setServerError(null);
    setModal(null);
  }, [open, setServerError, setModal]);

  return (
    <>
      <SiteLoginModal
        open={open && modal === null}
        onClose={onClose}
        {...form}
        onForgotPassword={openForgot}
        onCreateAccount={() => setModal('create')}
      />
      <AccountModals
        open={open ? modal : null}
        onOpen={(next) => (next === null ? onClose() : setModal(next))}
        forgotEmail={forgotEmail}
        salonName={site}
      />
    </>
  );
}
