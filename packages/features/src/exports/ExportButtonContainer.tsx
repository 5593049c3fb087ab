import { can } from '@salon/api/permissions';
import type { ExportFile, ExportQuery } from '@salon/api/exports/schemas';
import { ExportButton } from '@salon/ui/patterns/ExportButton';
import { useUserInfo } from '../core';
import { useExport } from './use-export';

export interface ExportButtonContainerProps {
  file: ExportFile;
  /** The days of a dated file (a report's range); left out, the whole file. */
  query?: ExportQuery;
  label?: string;
}

/** One export's button (the sales report's Export CSV), for the roles that may export (nothing for the others). */
export function ExportButtonContainer({ file, query = {}, label }: ExportButtonContainerProps) {
  const user = useUserInfo();
  const { state, start } = useExport();
  if (!user || !can(user.role, 'exports.download')) return null;
  return (
    <ExportButton
      state={state}
      label={label}
      onExport={() =>
        void start({ id: `${file}:${query.from ?? ''}:${query.to ?? ''}`, label: file, file, query })
      }
    />
  );
}
