import type { LoginValues } from '@salon/ui/screens/auth/LoginScreen';
import { SiteLoginModal } from '@salon/ui/modals/site/SiteLoginModal';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useParams } from 'react-router-dom';
import { useServerError, useSessionStore } from '../core';
import { AccountModals, type AccountModal } from './AccountModals';
import { useSiteLogin } from './use-site-login';

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
  const session = useSessionStore();
  const { trigger, isMutating } = useSiteLogin(site);
  const { serverError, setServerError, attempt } = useServerError();
  const [modal, setModal] = useState<AccountModal>(null);
  const [forgotEmail, setForgotEmail] = useState('');

  useEffect(() => {
    if (!open) return;
    setServerError(null);
    setModal(null);
  }, [open, setServerError]);

  const submit = (values: LoginValues) =>
    attempt(async () => {
      const info = await trigger(values);
      session.set(info);
      toast.success(`Welcome back, ${info.name}`);
      onClose();
    });

  return (
    <>
      <SiteLoginModal
        open={open && modal === null}
        onClose={onClose}
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
        open={open ? modal : null}
        onOpen={(next) => (next === null ? onClose() : setModal(next))}
        forgotEmail={forgotEmail}
        onForgotEmail={setForgotEmail}
        salonName={site}
      />
    </>
  );
}
