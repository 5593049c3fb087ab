import { useEffect, useState } from 'react';
import { useServerError } from './use-server-error';

/** The write behind a 'Forgot password?' modal: e-mails a reset link and resolves with the server's answer. */
interface ResetLinkMutation {
  trigger: (email: string) => Promise<{ message: string }>;
  isMutating: boolean;
}

/**
 * The 'Forgot password?' modal's props, for staff and customers alike: submitting asks the server to
 * e-mail a reset link; its answer (the same whether or not the address has an account) or its error is
 * shown, and both are cleared each time the modal opens.
 */
export function usePasswordAssistance(open: boolean, onClose: () => void, send: ResetLinkMutation) {
  const { serverError, setServerError, attempt } = useServerError();
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setServerError(null);
    setSentMessage(null);
  }, [open, setServerError]);

  const onSubmit = (email: string) =>
    attempt(async () => {
      setSentMessage((await send.trigger(email)).message);
    });

  return { open, onClose, onSubmit, submitting: send.isMutating, serverError, sentMessage };
}
