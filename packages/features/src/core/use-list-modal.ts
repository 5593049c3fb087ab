import { useState } from 'react';
import { useWriteRunner } from './use-write-runner';

/** The open modal of a list screen with the write flow of its forms (`useWriteRunner`). */
export function useListModal<Modal>(reload: () => Promise<unknown>) {
  const [open, setOpen] = useState<Modal | null>(null);
  const close = () => setOpen(null);
  const { run, formError, setFormError } = useWriteRunner(close, reload);

  /** Opens `modal` without the error an earlier form left. */
  const show = (modal: Modal) => {
    setFormError(null);
    setOpen(modal);
  };

  return { open, show, close, run, formError };
}
