import { format, isSameDay } from 'date-fns';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { dayKey, gridRows, ROWS_PER_DAY, timeKey } from '../calendar-time';
import type { CalendarCapabilities, CellContent } from '../calendar-model';
import { cellActions, forwardingCellActions, stableCellActions, type CellActions } from './cell-actions';
import { GridCell } from './GridCell';
import { ColumnHeader, Grid, HeaderRow, Row, RowHeader, Scroller } from './TimeGrid.styles';

export interface TimeGridProps extends CellActions {
  /** The columns: seven days for the week view, one for the day view. */
  days: Date[];
  cellAt: (date: string, time: string) => CellContent;
  now: Date;
  can: CalendarCapabilities;
  /** Accessible name of the grid, e.g. 'Week of Mar 15, 2026'. */
  label: string;
}

const ROW_TIMES = gridRows(new Date(2026, 0, 1)).map(timeKey);

/**
 * The week and day views: a WAI-ARIA grid of half-hour rows (06:00–24:00) by days. One cell is in the
 * tab order at a time; arrow keys, Home/End and PageUp/PageDown move between cells, Enter moves into a
 * cell's buttons and Escape comes back out. Appointments can be dragged to another cell.
 */
export function TimeGrid(props: TimeGridProps) {
  const { days, cellAt, now, can, label } = props;
  const initialRow = Math.max(0, Math.min(ROWS_PER_DAY - 1, (now.getHours() - 6) * 2));
  const todayColumn = days.findIndex((day) => isSameDay(day, now));
  const [active, setActive] = useState({ row: initialRow, col: Math.max(0, todayColumn) });
  const cells = useRef(new Map<string, HTMLDivElement>());
  const moved = useRef(false);

  const columns = days.length;
  const activeCol = Math.min(active.col, columns - 1);
  const latest = useRef(cellActions(props));
  latest.current = cellActions(props);
  const forwarding = useMemo(() => forwardingCellActions(latest), []);
  const actions = stableCellActions(latest, forwarding);
  const activeNow = useRef({ row: active.row, col: activeCol });
  activeNow.current = { row: active.row, col: activeCol };
  // Each cell's ref and focus handler, made once per position, so the memoised cells keep their props.
  const handles = useRef(
    new Map<string, { ref: (element: HTMLDivElement | null) => void; focus: () => void }>(),
  );
  const handleOf = (row: number, col: number) => {
    const key = `${row}:${col}`;
    let handle = handles.current.get(key);
    if (!handle) {
      handle = {
        ref: (element) => {
          if (element) cells.current.set(key, element);
          else cells.current.delete(key);
        },
        focus: () => {
          const { row: activeRow, col: activeColumn } = activeNow.current;
          if (row !== activeRow || col !== activeColumn) setActive({ row, col });
        },
      };
      handles.current.set(key, handle);
    }
    return handle;
  };

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    cells.current.get(`${active.row}:${activeCol}`)?.focus();
  }, [active.row, activeCol]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const cell = target.closest<HTMLElement>('[role="gridcell"]');
    if (!cell) return;
    if (target !== cell) {
      // Inside a cell: Escape returns to the cell (an open menu handles its own Escape first).
      if (event.key === 'Escape') {
        event.preventDefault();
        cell.focus();
      }
      return;
    }
    let { row } = active;
    let col = activeCol;
    switch (event.key) {
      case 'ArrowUp':
        row = Math.max(0, row - 1);
        break;
      case 'ArrowDown':
        row = Math.min(ROWS_PER_DAY - 1, row + 1);
        break;
      case 'ArrowLeft':
        col = Math.max(0, col - 1);
        break;
      case 'ArrowRight':
        col = Math.min(columns - 1, col + 1);
        break;
      case 'Home':
        if (event.ctrlKey) row = 0;
        col = 0;
        break;
      case 'End':
        if (event.ctrlKey) row = ROWS_PER_DAY - 1;
        col = columns - 1;
        break;
      case 'PageUp':
        row = Math.max(0, row - 4);
        break;
      case 'PageDown':
        row = Math.min(ROWS_PER_DAY - 1, row + 4);
        break;
      case 'Enter':
      case ' ': {
        event.preventDefault();
        cell.querySelector<HTMLElement>('button:not(:disabled)')?.focus();
        return;
      }
      default:
        return;
    }
    event.preventDefault();
    moved.current = true;
    setActive({ row, col });
  };

  return (
    <Scroller>
      <Grid
        role="grid"
        aria-label={label}
        aria-rowcount={ROWS_PER_DAY + 1}
        aria-colcount={columns + 1}
        $columns={columns}
        onKeyDown={onKeyDown}
      >
        <HeaderRow role="row" aria-rowindex={1}>
          <ColumnHeader role="columnheader">Time</ColumnHeader>
          {days.map((day) => (
            <ColumnHeader
              key={dayKey(day)}
              role="columnheader"
              $today={isSameDay(day, now)}
              aria-current={isSameDay(day, now) ? 'date' : undefined}
            >
              {format(day, 'EEE d')}
            </ColumnHeader>
          ))}
        </HeaderRow>
        {ROW_TIMES.map((time, row) => (
          <Row key={time} role="row" aria-rowindex={row + 2}>
            <RowHeader role="rowheader">{time}</RowHeader>
            {days.map((day, col) => {
              const date = dayKey(day);
              const handle = handleOf(row, col);
              return (
                <GridCell
                  key={date}
                  ref={handle.ref}
                  date={date}
                  time={time}
                  dayLabel={format(day, 'EEE, MMM d')}
                  content={cellAt(date, time)}
                  now={now}
                  can={can}
                  active={row === active.row && col === activeCol}
                  onFocusCell={handle.focus}
                  {...actions}
                />
              );
            })}
          </Row>
        ))}
      </Grid>
    </Scroller>
  );
}
