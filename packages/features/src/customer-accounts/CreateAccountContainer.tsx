import {
  CreateAccountModal,
  type CreateAccountSubmit,
} from '@salon/ui/screens/customer-accounts/CreateAccountModal';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useParams } from 'react-router-dom';
import { useServerError } from '../core';
import { useRegisterUser } from './use-register-user';

export interface CreateAccountContainerProps {
  open: boolean;
  onClose: () => void;
  /** The salon's URL name; the route's `:salonName` by default. */
  salonName?: string;
}

/**
 * Create Account: sends the sign-up and says to check the e-mail, whatever the address (the e-mail's
 * link creates the account and signs the customer in, or says the address already has one).
 */
export function CreateAccountContainer({ open, onClose, salonName }: CreateAccountContainerProps) {
  const params = useParams<{ salonName: string }>();
  const site = salonName ?? params.salonName ?? '';
  const { trigger, isMutating } = useRegisterUser(site);
  const { serverError, setServerError, attempt } = useServerError();

  useEffect(() => {
    if (open) setServerError(null);
  }, [open, setServerError]);

  const submit = (values: CreateAccountSubmit) =>
    attempt(async () => {
      const result = await trigger(values);
      toast.success(result.message);
      onClose();
    });

  return (
    <CreateAccountModal
      open={open}
      onClose={onClose}
      onSubmit={submit}
      submitting={isMutating}
      serverError={serverError}
    />
  );
}
