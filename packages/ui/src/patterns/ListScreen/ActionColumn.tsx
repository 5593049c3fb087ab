import type { ReactNode } from 'react';
import { IconButton } from '../../primitives/IconButton';
import type { IconName } from '../../primitives/Icon';
import type { TableColumn } from '../../primitives/Table';
import { RowActions } from './cells';

/** One icon button of a row's Action cell. */
export interface RowAction<Row> {
  icon: IconName;
  /** The button's accessible name, e.g. `(row) => \`Edit ${row.name}\``. */
  label: string | ((row: Row) => string);
  onClick: (row: Row) => void;
  /** Leave the button out (a capability the viewer lacks); shown when absent. */
  show?: boolean;
}

export interface ActionColumnOptions<Row> {
  /** Leave the whole column out (the viewer may do none of the actions). */
  hidden?: boolean;
  /** Rows that get no buttons (a locked or enabled row) … */
  skip?: (row: Row) => boolean;
  /** … and what their cell shows instead (nothing by default). */
  skipped?: ReactNode;
  /** Something the container renders before the buttons (a router link). */
  lead?: (row: Row) => ReactNode;
}

/** The 'Action' column every list screen ends with: its row's icon buttons, in order. */
export function actionColumn<Row>(
  actions: readonly RowAction<Row>[],
  { hidden = false, skip, skipped = null, lead }: ActionColumnOptions<Row> = {},
): TableColumn<Row> {
  const shown = actions.filter((action) => action.show !== false);
  return {
    key: 'action',
    header: 'Action',
    hidden,
    render: (row) =>
      skip?.(row) ? (
        skipped
      ) : (
        <RowActions>
          {lead?.(row)}
          {shown.map((action) => {
            const label = typeof action.label === 'string' ? action.label : action.label(row);
            return (
              <IconButton
                key={action.icon}
                icon={action.icon}
                label={label}
                onClick={() => action.onClick(row)}
              />
            );
          })}
        </RowActions>
      ),
  };
}
