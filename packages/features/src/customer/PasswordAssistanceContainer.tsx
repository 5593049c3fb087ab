import { PasswordAssistanceModal } from '@salon/ui/modals/site/PasswordAssistanceModal';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { errorMessage } from '../core';
import { useForgotPassword } from './use-forgot-password';

export interface PasswordAssistanceContainerProps {
  open: boolean;
  onClose: () => void;
  /** Starts the field with this e-mail. */
  initialEmail?: string;
  /** The salon's URL name; the route's `:salonName` by default. */
  salonName?: string;
}

/** 'Forgot password?': asks the server to e-mail a reset link and shows its answer. */
export function PasswordAssistanceContainer({
  open,
  onClose,
  initialEmail,
  salonName,
}: PasswordAssistanceContainerProps) {
  const params = useParams<{ salonName: string }>();
  const { trigger, isMutating } = useForgotPassword(salonName ?? params.salonName ?? '');
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setServerError(null);
    setSentMessage(null);
  }, [open]);

  const submit = async (email: string) => {
    setServerError(null);
    try {
      setSentMessage((await trigger(email)).message);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  };

  return (
    <PasswordAssistanceModal
      open={open}
      onClose={onClose}
      onSubmit={submit}
      submitting={isMutating}
      serverError={serverError}
      sentMessage={sentMessage}
      initialEmail={initialEmail}
    />
  );
}
