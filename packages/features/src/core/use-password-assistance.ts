import { useEffect, useState } from 'react';
import { useServerError } from './use-server-error';

/**
 * The 'Forgot password?' modal's state, for staff and customers alike: `send` asks the server to e-mail a
 * reset link; its answer (the same whether or not the address has an account) or its error is shown, and
 * both are cleared each time the modal opens.
 */
export function usePasswordAssistance(open: boolean, send: (email: string) => Promise<{ message: string }>) {
  const { serverError, setServerError, attempt } = useServerError();
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setServerError(null);
    setSentMessage(null);
  }, [open, setServerError]);

  const submit = (email: string) =>
    attempt(async () => {
      setSentMessage((await send(email)).message);
    });

  return { serverError, sentMessage, submit };
}
