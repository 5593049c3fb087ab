import { createFileDownloader } from '@salon/api/client';
import { exportFile } from '@salon/api/exports/endpoints';
import type { ExportState } from '@salon/ui/patterns/ExportMenu';
import { useMemo, useRef, useState } from 'react';
import { errorMessage, useSessionStore } from '../core';
import type { ExportOption } from './export-choices';

/** Hands a downloaded file to the browser's save dialog. */
function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the address can go after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Runs one export at a time: the bytes received while the server streams the file, then the browser's
 * download; a failure keeps the server's message until the next try.
 */
export function useExport() {
  const session = useSessionStore();
  const download = useMemo(() => createFileDownloader({ getToken: () => session.get()?.token }), [session]);
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const running = useRef(false);

  const start = async (option: ExportOption) => {
    if (running.current) return;
    running.current = true;
    setState({ kind: 'running', receivedBytes: 0 });
    try {
      const { blob, filename } = await download(exportFile, {
        params: { file: option.file },
        query: option.query,
        onProgress: (receivedBytes) => setState({ kind: 'running', receivedBytes }),
      });
      saveFile(blob, filename ?? option.file);
      setState({ kind: 'idle' });
    } catch (error) {
      setState({ kind: 'error', message: errorMessage(error) });
    } finally {
      running.current = false;
    }
  };
  return { state, start };
}
