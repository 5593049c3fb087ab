import { can } from '@salon/api/permissions';
import type { ExportFile } from '@salon/api/exports/schemas';
import { ExportMenu } from '@salon/ui/patterns/ExportMenu';
import { useMemo } from 'react';
import { useUserInfo } from '../core';
import { exportOptions } from './export-choices';
import { useExport } from './use-export';

export interface ExportMenuContainerProps {
  file: ExportFile;
  /** The page's day, 'YYYY-MM-DD', that the dated ranges end on; today by default. */
  today?: string;
}

/** A list page's Export menu, for the roles that may export (nothing for the others). */
export function ExportMenuContainer({ file, today }: ExportMenuContainerProps) {
  const user = useUserInfo();
  const { state, start } = useExport();
  const end = today ?? new Date().toISOString().slice(0, 10);
  const options = useMemo(() => exportOptions(file, end), [file, end]);
  if (!user || !can(user.role, 'exports.download')) return null;
  return (
    <ExportMenu
      choices={options}
      state={state}
      onExport={(choice) => {
        const option = options.find((candidate) => candidate.id === choice.id);
        if (option) void start(option);
      }}
    />
  );
}
