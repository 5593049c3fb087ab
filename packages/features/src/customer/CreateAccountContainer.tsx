import { ACCOUNT_EXISTS_CODE } from '@salon/api/customer-accounts/schemas';
import { isApiError } from '@salon/api/errors';
import { CreateAccountModal, type CreateAccountSubmit } from '@salon/ui/modals/site/CreateAccountModal';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useParams } from 'react-router-dom';
import { useServerError, useSessionStore } from '../core';
import { useRegisterUser } from './use-register-user';

export interface CreateAccountContainerProps {
  open: boolean;
  onClose: () => void;
  /** The e-mail already is this salon's customer: continue with Password assistance for it. */
  onForgotPassword: (email: string) => void;
  /** The salon's URL name; the route's `:salonName` by default. */
  salonName?: string;
}

/** Create Account: creates the customer's account with this salon and signs them in. */
export function CreateAccountContainer({
  open,
  onClose,
  onForgotPassword,
  salonName,
}: CreateAccountContainerProps) {
  const params = useParams<{ salonName: string }>();
  const site = salonName ?? params.salonName ?? '';
  const session = useSessionStore();
  const { trigger, isMutating } = useRegisterUser(site);
  const { serverError, setServerError, attempt } = useServerError();
  const [accountExists, setAccountExists] = useState(false);

  useEffect(() => {
    if (!open) return;
    setServerError(null);
    setAccountExists(false);
  }, [open, setServerError]);

  const submit = (values: CreateAccountSubmit) => {
    setAccountExists(false);
    return attempt(
      async () => {
        const result = await trigger(values);
        session.set(result.data);
        toast.success(result.message);
        onClose();
      },
      (error) => setAccountExists(isApiError(error) && error.code === ACCOUNT_EXISTS_CODE),
    );
  };

  return (
    <CreateAccountModal
      open={open}
      onClose={onClose}
      onSubmit={submit}
      submitting={isMutating}
      serverError={serverError}
      accountExists={accountExists}
      onForgotPassword={onForgotPassword}
    />
  );
}
