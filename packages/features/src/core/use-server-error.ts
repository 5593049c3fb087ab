import { useState } from 'react';
import { errorMessage } from './error-message';

/**
 * A form's server error: `attempt(write)` clears it, runs the write and shows a failure's message (and
 * hands the error to `onError`, for a form that reads its code). `setServerError` for the rest: a
 * refusal of the client's own, or clearing it when the form opens.
 */
export function useServerError() {
  const [serverError, setServerError] = useState<string | null>(null);

  const attempt = async (write: () => Promise<void>, onError?: (error: unknown) => void) => {
    setServerError(null);
    try {
      await write();
    } catch (error) {
      setServerError(errorMessage(error));
      onError?.(error);
    }
  };

  return { serverError, setServerError, attempt };
}
