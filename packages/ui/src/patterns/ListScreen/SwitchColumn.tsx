import { Switch } from '../../primitives/Switch';
import type { TableColumn } from '../../primitives/Table';

export interface SwitchColumnOptions<Row extends { id: string }> {
  key: string;
  header: string;
  /** Leave the whole column out (the viewer may not see it). */
  hidden?: boolean;
  checked: (row: Row) => boolean;
  /** The switch's accessible name, e.g. `(row) => \`${row.name} active\``. */
  label: (row: Row) => string;
  onChange: (row: Row, on: boolean) => void;
  /** Rows whose switch is being saved: disabled meanwhile. */
  pendingIds?: readonly string[];
  /** Rows the viewer may not switch. */
  locked?: (row: Row) => boolean;
}

/** A column of on/off switches (a row's active or enabled state), named by their row. */
export function switchColumn<Row extends { id: string }>({
  key,
  header,
  hidden,
  checked,
  label,
  onChange,
  pendingIds,
  locked,
}: SwitchColumnOptions<Row>): TableColumn<Row> {
  return {
    key,
    header,
    hidden,
    render: (row) => (
      <Switch
        checked={checked(row)}
        label={label(row)}
        hideLabel
        disabled={locked?.(row) || pendingIds?.includes(row.id)}
        onChange={(on) => onChange(row, on)}
      />
    ),
  };
}

export type ActiveColumnOptions<Row extends { id: string }> = Omit<
  SwitchColumnOptions<Row>,
  'key' | 'header' | 'checked' | 'label'
> & {
  /** Default 'Active'. */
  header?: string;
};

/** The 'Active' column of rows that have a name and an active flag. */
export function activeColumn<Row extends { id: string; name: string; active: boolean }>({
  header = 'Active',
  ...options
}: ActiveColumnOptions<Row>): TableColumn<Row> {
  return switchColumn({
    key: 'active',
    header,
    checked: (row) => row.active,
    label: (row) => `${row.name} active`,
    ...options,
  });
}
