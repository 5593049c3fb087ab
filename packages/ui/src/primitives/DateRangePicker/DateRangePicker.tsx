import { DatePicker } from '../DatePicker';
import { Field, Group, Separator } from './DateRangePicker.styles';

export interface DateRange {
  from: Date | null;
  to: Date | null;
}

export interface DateRangePickerProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** Earliest selectable day for both ends (e.g. 1 Jan 2022 on the dashboard). */
  minDate?: Date;
  maxDate?: Date;
  /** Accessible name of the group. Default 'Date range'. */
  label?: string;
  /** Default 'From'. */
  fromPlaceholder?: string;
  /** Default 'To'. */
  toPlaceholder?: string;
  /** Accessible names of the two inputs. Defaults 'From date' / 'To date'. */
  fromLabel?: string;
  toLabel?: string;
  /** Id prefix: the inputs get `${id}-from` and `${id}-to`. */
  id?: string;
  disabled?: boolean;
  invalid?: boolean;
  /** Open one calendar on mount (stories, the 'open' state). */
  defaultOpen?: 'from' | 'to';
  /** Override "today" (fixed clocks in stories). */
  today?: Date;
  className?: string;
}

/**
 * Two date fields, From and To, each with a calendar; the end cannot precede the start and the
 * chosen range is highlighted in both calendars.
 */
export function DateRangePicker({
  value,
  onChange,
  minDate,
  maxDate,
  label = 'Date range',
  fromPlaceholder = 'From',
  toPlaceholder = 'To',
  fromLabel = 'From date',
  toLabel = 'To date',
  id,
  disabled,
  invalid,
  defaultOpen,
  today,
  className,
}: DateRangePickerProps) {
  const { from, to } = value;
  const highlight = from && to ? { from, to } : undefined;
  return (
    <Group role="group" aria-label={label} className={className}>
      <Field>
        <DatePicker
          id={id ? `${id}-from` : undefined}
          aria-label={fromLabel}
          placeholder={fromPlaceholder}
          value={from}
          minDate={minDate}
          maxDate={to ?? maxDate}
          defaultMonth={to ?? undefined}
          onChange={(date) => onChange({ from: date, to })}
          disabled={disabled}
          invalid={invalid}
          defaultOpen={defaultOpen === 'from'}
          today={today}
          highlight={highlight}
        />
      </Field>
      <Separator aria-hidden="true">–</Separator>
      <Field>
        <DatePicker
          id={id ? `${id}-to` : undefined}
          aria-label={toLabel}
          placeholder={toPlaceholder}
          value={to}
          minDate={from ?? minDate}
          maxDate={maxDate}
          defaultMonth={from ?? undefined}
          onChange={(date) => onChange({ from, to: date })}
          disabled={disabled}
          invalid={invalid}
          defaultOpen={defaultOpen === 'to'}
          today={today}
          highlight={highlight}
          popoverAlign="end"
        />
      </Field>
    </Group>
  );
}
