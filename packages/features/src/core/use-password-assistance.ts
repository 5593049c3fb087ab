import { useEffect, useState } from 'react';
import { errorMessage } from './error-message';

/**
 * The 'Forgot password?' modal's state, for staff and customers alike: `send` asks the server to e-mail a
 * reset link; its answer (the same whether or not the address has an account) or its error is shown, and
 * both are cleared each time the modal opens.
 */
export function usePasswordAssistance(open: boolean, send: (email: string) => Promise<{ message: string }>) {
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
      setSentMessage((await send(email)).message);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  };

  return { serverError, sentMessage, submit };
}
