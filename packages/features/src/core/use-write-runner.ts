import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from './error-message';

/**
 * The write flow of list screens: run a mutation, toast the server's message, close the modal and reload
 * the list; on failure show the message in the open form (`formError`) or in an error toast. `beforeReload`
 * runs on success between closing and reloading (a page change of the list, say).
 */
export function useWriteRunner(close: () => void, reload: () => Promise<unknown>) {
  const [formError, setFormError] = useState<string | null>(null);

  const run = async (
    write: () => Promise<string>,
    failure: 'form' | 'toast',
    beforeReload?: () => void,
  ): Promise<boolean> => {
    setFormError(null);
    try {
      toast.success(await write());
      close();
      beforeReload?.();
      await reload();
      return true;
    } catch (error) {
      if (failure === 'form') setFormError(errorMessage(error));
      else toast.error(errorMessage(error));
      return false;
    }
  };

  return { run, formError, setFormError };
}
