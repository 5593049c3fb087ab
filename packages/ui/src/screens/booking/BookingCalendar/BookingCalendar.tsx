import 'react-day-picker/style.css';
import { useLayoutEffect, useRef, useState } from 'react';
import { DayPicker, type DayButtonProps } from 'react-day-picker';
import { dayLabel } from '../BookingScreen/booking-dates';
import { Root } from './BookingCalendar.styles';

export interface BookingCalendarProps {
  /** The chosen salon-local day, 'YYYY-MM-DD'. */
  value: string;
  /** The salon's today: earlier days are disabled (the spec's minimum date). */
  today: string;
  /** The last day one may book. */
  maxDate: string;
  onChange: (date: string) => void;
}

/** A calendar day at local midnight: react-day-picker compares days in the browser's zone. */
function toDate(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

function toDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/**
 * react-day-picker's day button, focusing in a layout effect: its own moves focus in a passive effect,
 * which may run after the next key, so ArrowRight then Enter in quick succession picked the day left.
 */
function DayButton({ day: _day, modifiers, ...buttonProps }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  return <button ref={ref} {...buttonProps} />;
}

/**
 * The booking page's month calendar (react-day-picker): days from the salon's today to the horizon;
 * arrow keys move between days, Enter picks one. Day buttons are named 'Tuesday, 24 November 2026'.
 */
export function BookingCalendar({ value, today, maxDate, onChange }: BookingCalendarProps) {
  const selected = toDate(value);
  const first = toDate(today);
  const last = toDate(maxDate);
  // The month shown follows the chosen day when it moves to another month (previous/next day buttons).
  const [month, setMonth] = useState(() => new Date(selected.getFullYear(), selected.getMonth(), 1));
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    if (value.slice(0, 7) !== toDay(month).slice(0, 7)) {
      setMonth(new Date(selected.getFullYear(), selected.getMonth(), 1));
    }
  }
  return (
    <Root>
      <DayPicker
        mode="single"
        required
        selected={selected}
        onSelect={(date) => date && onChange(toDay(date))}
        month={month}
        onMonthChange={setMonth}
        startMonth={first}
        endMonth={last}
        today={first}
        disabled={[{ before: first }, { after: last }]}
        weekStartsOn={1}
        components={{ DayButton }}
        labels={{ labelDayButton: (date) => dayLabel(toDay(date)) }}
      />
    </Root>
  );
}
