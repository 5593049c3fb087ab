import type { Key, ReactNode } from 'react';
import { Skeleton } from '../Skeleton';
import { VisuallyHidden } from '../VisuallyHidden';
import { Caption, EmptyCell, Scroller, StyledTable, Td, Th, Tr } from './Table.styles';
import type { CellAlign } from './Table.styles';

export interface TableColumn<T> {
  key: string;
  header: ReactNode;
  render: (row: T, index: number) => ReactNode;
  /** CSS width of the column, e.g. '120px' or '20%'. */
  width?: string;
  align?: CellAlign;
  /** Leave the column out (e.g. a column the viewer's role may not see). */
  hidden?: boolean;
}

export interface TableProps<T> {
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => Key;
  /** Names the table for assistive technology. */
  caption?: ReactNode;
  /** Show the caption visually (default: visually hidden). */
  showCaption?: boolean;
  /** Renders skeleton rows instead of the data and sets aria-busy. */
  loading?: boolean;
  /** Number of skeleton rows while loading. Default 5. */
  loadingRows?: number;
  /** Shown in a full-width row when there are no rows. Default 'No Data Found!'. */
  empty?: ReactNode;
  /** Less padding beside each value: a table of many columns that should fit a laptop's width. */
  dense?: boolean;
  className?: string;
}

/** A data table with typed columns, loading skeletons and an empty slot; on a phone each row is a card. */
export function Table<T>({
  columns,
  rows,
  rowKey,
  caption,
  showCaption = false,
  loading = false,
  loadingRows = 5,
  empty = 'No Data Found!',
  dense = false,
  className,
}: TableProps<T>) {
  const visible = columns.filter((c) => !c.hidden);
  const scrollerLabel = typeof caption === 'string' ? caption : 'Table';
  return (
    <Scroller className={className} role="region" aria-label={scrollerLabel} tabIndex={0}>
      <StyledTable aria-busy={loading || undefined}>
        {caption &&
          (showCaption ? (
            <Caption>{caption}</Caption>
          ) : (
            <VisuallyHidden as="caption">{caption}</VisuallyHidden>
          ))}
        <thead>
          <Tr>
            {visible.map((c) => (
              <Th key={c.key} scope="col" $align={c.align ?? 'left'} $width={c.width} $dense={dense}>
                {c.header}
              </Th>
            ))}
          </Tr>
        </thead>
        <tbody>
          {loading ? (
            Array.from({ length: loadingRows }, (_, i) => (
              <Tr key={`skeleton-${i}`}>
                {visible.map((c) => (
                  <Td key={c.key} $align={c.align ?? 'left'} $dense={dense}>
                    <Skeleton shape="text" width={i % 2 === 0 ? '80%' : '60%'} />
                  </Td>
                ))}
              </Tr>
            ))
          ) : rows.length === 0 ? (
            <Tr>
              <EmptyCell colSpan={Math.max(1, visible.length)}>{empty}</EmptyCell>
            </Tr>
          ) : (
            rows.map((row, index) => (
              <Tr key={rowKey(row, index)}>
                {visible.map((c) => (
                  <Td
                    key={c.key}
                    $align={c.align ?? 'left'}
                    $dense={dense}
                    data-label={typeof c.header === 'string' && c.header !== '#' ? c.header : undefined}
                  >
                    {c.render(row, index)}
                  </Td>
                ))}
              </Tr>
            ))
          )}
        </tbody>
      </StyledTable>
    </Scroller>
  );
}
