import { format, isSameDay, isSameMonth } from 'date-fns';
import { VisuallyHidden } from '@salon/ui/primitives/VisuallyHidden';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { dayKey, monthMatrix } from '../calendar-time';
import { Count, DayButton, DayCell, DayName, Grid, Week } from './MonthGrid.styles';

export interface DaySummary {
  free: number;
  booked: number;
  waiting: number;
}

export interface MonthGridProps {
  /** Any day of the month shown. */
  anchor: Date;
  now: Date;
  summaries: Map<string, DaySummary>;
  /** Opens the day view of the chosen day. */
  onOpenDay: (day: Date) => void;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The month view: whole weeks, each day with its free slots and bookings; a day opens the day view. */
export function MonthGrid({ anchor, now, summaries, onOpenDay }: MonthGridProps) {
  const weeks = monthMatrix(anchor);
  const days = weeks.flat();
  const initial = Math.max(
    0,
    days.findIndex((day) => isSameDay(day, isSameMonth(now, anchor) ? now : anchor)),
  );
  const [active, setActive] = useState(initial);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const moved = useRef(false);
  const activeIndex = Math.min(active, days.length - 1);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    buttons.current[activeIndex]?.focus();
  }, [activeIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    let next: number | null = null;
    if (event.key in steps) next = activeIndex + steps[event.key]!;
    else if (event.key === 'Home') next = activeIndex - (activeIndex % 7);
    else if (event.key === 'End') next = activeIndex - (activeIndex % 7) + 6;
    if (next === null || next < 0 || next >= days.length) return;
    event.preventDefault();
    moved.current = true;
    setActive(next);
  };

  return (
    <Grid role="grid" aria-label={format(anchor, 'MMMM yyyy')} onKeyDown={onKeyDown}>
      <Week role="row">
        {WEEKDAYS.map((name) => (
          <DayName key={name} role="columnheader">
            {name}
          </DayName>
        ))}
      </Week>
      {weeks.map((week) => (
        <Week key={dayKey(week[0]!)} role="row">
          {week.map((day) => {
            const index = days.indexOf(day);
            const summary = summaries.get(dayKey(day)) ?? { free: 0, booked: 0, waiting: 0 };
            const parts = [
              summary.free > 0 && `${summary.free} free`,
              summary.booked > 0 && `${summary.booked} booked`,
              summary.waiting > 0 && `${summary.waiting} waiting`,
            ].filter(Boolean);
            return (
              <DayCell key={dayKey(day)} role="gridcell">
                <DayButton
                  ref={(element) => {
                    buttons.current[index] = element;
                  }}
                  type="button"
                  tabIndex={index === activeIndex ? 0 : -1}
                  aria-current={isSameDay(day, now) ? 'date' : undefined}
                  $outside={!isSameMonth(day, anchor)}
                  $today={isSameDay(day, now)}
                  onFocus={() => setActive(index)}
                  onClick={() => onOpenDay(day)}
                >
                  <strong>
                    <VisuallyHidden>{format(day, 'EEEE, MMMM')} </VisuallyHidden>
                    {format(day, 'd')}
                  </strong>
                  {parts.length === 0 && <VisuallyHidden>no slots</VisuallyHidden>}
                  {summary.free > 0 && <Count $tone="success">{summary.free} free</Count>}
                  {summary.booked > 0 && <Count $tone="brand">{summary.booked} booked</Count>}
                  {summary.waiting > 0 && <Count $tone="warning">{summary.waiting} waiting</Count>}
                </DayButton>
              </DayCell>
            );
          })}
        </Week>
      ))}
    </Grid>
  );
}
