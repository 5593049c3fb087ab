import toast from 'react-hot-toast';
import { errorMessage } from './error-message';

/** A write without a form: toast the server's message and reload, or toast the error. Never throws. */
export async function toastWrite(
  write: () => Promise<string>,
  reload: () => Promise<unknown>,
): Promise<void> {
  try {
    toast.success(await write());
    await reload();
  } catch (error) {
    toast.error(errorMessage(error));
  }
}
