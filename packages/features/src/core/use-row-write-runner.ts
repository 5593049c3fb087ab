import { useState } from 'react';
import { toastWrite } from './toast-write';

/** Writes on one row of a list (an Active switch, a status): `pendingIds` holds the rows being written. */
export function useRowWriteRunner(reload: () => Promise<unknown>) {
  const [pendingIds, setPendingIds] = useState<string[]>([]);

  const run = async (id: string, write: () => Promise<string>) => {
    setPendingIds((ids) => [...ids, id]);
    try {
      await toastWrite(write, reload);
    } finally {
      setPendingIds((ids) => ids.filter((item) => item !== id));
    }
  };

  return { pendingIds, run };
}
