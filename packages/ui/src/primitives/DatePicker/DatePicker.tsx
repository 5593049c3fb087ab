import 'react-day-picker/style.css';
import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { DayPicker } from 'react-day-picker';
import type { Matcher } from 'react-day-picker';
import { IconButton } from '../IconButton';
import { TextInput } from '../TextInput';
import { dayButtonLabel, formatDateText, parseDateText } from './date-text';
import { Popover, Root } from './DatePicker.styles';

export interface DatePickerProps {
  /** The chosen day, or null. */
  value: Date | null;
  /** Called with the picked or typed day (null when cleared). */
  onChange: (date: Date | null) => void;
  /** Days before it are disabled in the calendar and rejected when typed. */
  minDate?: Date;
  /** Days after it are disabled and rejected. */
  maxDate?: Date;
  /** Default 'MM/DD/YYYY'. */
  placeholder?: string;
  id?: string;
  name?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** Open the calendar on mount (stories, the 'open' state). */
  defaultOpen?: boolean;
  /** The month shown when there is no value (default: today's, or minDate's if later). */
  defaultMonth?: Date;
  /** Override "today" (fixed clocks in stories and screenshots). */
  today?: Date;
  /** Which edge of the field the popover lines up with. Default 'start'. */
  popoverAlign?: 'start' | 'end';
  /** Highlights a range in the calendar (used by DateRangePicker). */
  highlight?: { from: Date; to: Date };
  className?: string;
}

/**
 * A text field showing MM/DD/YYYY with a calendar popover (react-day-picker). Type a date or pick
 * one; Escape closes the calendar, arrow keys move between days once it has focus.
 */
export function DatePicker({
  value,
  onChange,
  minDate,
  maxDate,
  placeholder = 'MM/DD/YYYY',
  id,
  name,
  'aria-label': ariaLabel,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  invalid = false,
  required,
  disabled = false,
  defaultOpen = false,
  defaultMonth,
  today,
  popoverAlign = 'start',
  highlight,
  className,
}: DatePickerProps) {
  const [open, setOpen] = useState(defaultOpen && !disabled);
  const [focusCalendar, setFocusCalendar] = useState(false);
  const [text, setText] = useState(formatDateText(value));
  const [typedInvalid, setTypedInvalid] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const popoverId = useId();

  // Show the value when it changes from outside.
  const valueText = formatDateText(value);
  const [shownValue, setShownValue] = useState(valueText);
  if (valueText !== shownValue) {
    setShownValue(valueText);
    setText(valueText);
    setTypedInvalid(false);
  }

  // Close when a pointer goes down outside.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    setFocusCalendar(false);
    if (refocus) inputRef.current?.focus();
  };

  const commitText = () => {
    const parsed = parseDateText(text, { minDate, maxDate });
    if (parsed.status === 'empty') {
      setTypedInvalid(false);
      if (value !== null) onChange(null);
    } else if (parsed.status === 'ok') {
      setTypedInvalid(false);
      setText(formatDateText(parsed.date));
      if (formatDateText(parsed.date) !== valueText) onChange(parsed.date);
    } else {
      setTypedInvalid(true);
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      // Stop here so an enclosing Modal does not close too.
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  const handleInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitText();
      setOpen(false);
    } else if (event.key === 'ArrowDown' && (event.altKey || !open)) {
      event.preventDefault();
      setOpen(true);
      setFocusCalendar(true);
    }
  };

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (rootRef.current?.contains(event.relatedTarget as Node | null)) return;
    commitText();
    setOpen(false);
    setFocusCalendar(false);
  };

  const disabledDays: Matcher[] = [];
  if (minDate) disabledDays.push({ before: minDate });
  if (maxDate) disabledDays.push({ after: maxDate });

  const now = today ?? new Date();
  const month = value ?? defaultMonth ?? (minDate && minDate > now ? minDate : now);

  return (
    <Root ref={rootRef} className={className} onKeyDown={handleKeyDown} onBlur={handleBlur}>
      <TextInput
        ref={inputRef}
        id={id}
        name={name}
        value={text}
        placeholder={placeholder}
        aria-label={ariaLabel}
        aria-describedby={describedBy}
        role="combobox"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        invalid={invalid || typedInvalid || ariaInvalid === true || ariaInvalid === 'true'}
        required={required}
        disabled={disabled}
        autoComplete="off"
        inputMode="numeric"
        maxLength={10}
        onChange={(event) => {
          setText(event.target.value);
          setTypedInvalid(false);
        }}
        onClick={() => !disabled && setOpen(true)}
        onKeyDown={handleInputKeyDown}
        endAdornment={
          <IconButton
            size="sm"
            icon="calendar"
            label={open ? 'Close calendar' : 'Choose date'}
            showTooltip={false}
            disabled={disabled}
            aria-expanded={open}
            onClick={() => {
              if (open) close(true);
              else {
                setOpen(true);
                setFocusCalendar(true);
              }
            }}
          />
        }
      />
      {open && (
        <Popover id={popoverId} $align={popoverAlign} role="dialog" aria-modal="false" aria-label="Calendar">
          <DayPicker
            mode="single"
            selected={value ?? undefined}
            onSelect={(date) => {
              if (date) {
                setText(formatDateText(date));
                setTypedInvalid(false);
                onChange(date);
              }
              close(true);
            }}
            disabled={disabledDays}
            defaultMonth={month}
            startMonth={minDate}
            endMonth={maxDate}
            today={today}
            labels={{ labelDayButton: (date, modifiers) => dayButtonLabel(date, modifiers) }}
            autoFocus={focusCalendar}
            modifiers={highlight ? { inRange: { from: highlight.from, to: highlight.to } } : undefined}
            modifiersClassNames={{ inRange: 'in-range' }}
          />
        </Popover>
      )}
    </Root>
  );
}
