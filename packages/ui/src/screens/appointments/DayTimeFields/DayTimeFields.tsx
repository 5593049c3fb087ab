import { DateField } from '@salon/ui/forms/DateField';
import { SelectField } from '@salon/ui/forms/SelectField';
import { startOfDay } from 'date-fns';
import { timesOfDay } from '../calendar-time';

/** A field's binding to its form (useValidatedForm's `field()`). */
interface Binding<V> {
  value: V;
  error?: string;
  onChange: (value: V) => void;
}

export interface DayTimeFieldsProps {
  /** "Now" of the viewer: days before today cannot be picked. */
  now: Date;
  date: Binding<Date | null> & { label: string; id: string };
  time: Binding<string | null> & { label: string; id: string; hint?: string; isClearable?: boolean };
}

const TIME_OPTIONS = timesOfDay().map((time) => ({ value: time, label: time }));

/** A required day from today on and a required half-hour time of day: when to book, move or open a slot. */
export function DayTimeFields({ now, date, time }: DayTimeFieldsProps) {
  return (
    <>
      <DateField required minDate={startOfDay(now)} today={now} {...date} />
      <SelectField<string> required options={TIME_OPTIONS} placeholder="Select time" {...time} />
    </>
  );
}
