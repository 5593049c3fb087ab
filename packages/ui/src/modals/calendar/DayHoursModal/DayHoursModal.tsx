import { FormField } from '@salon/ui/patterns/FormField';
import { Button } from '@salon/ui/primitives/Button';
import { DatePicker } from '@salon/ui/primitives/DatePicker';
import { Modal } from '@salon/ui/primitives/Modal';
import { startOfDay } from 'date-fns';
import { useState, type FormEvent } from 'react';
import { Form, Intro, ServerError } from './DayHoursModal.styles';

export interface DayHoursModalProps {
  open: boolean;
  /** The salon's wall-clock now: earlier days cannot be chosen. */
  now: Date;
  initialDate: Date | null;
  onSubmit: (date: Date) => void;
  onClose: () => void;
  submitting?: boolean;
  serverError?: string | null;
}

const FORM_ID = 'day-hours-form';

/** 'Change hours by day': fills one day with 30-minute slots from the stylist's weekly business hours. */
export function DayHoursModal(props: DayHoursModalProps) {
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title="Change Hours by Day"
      size="sm"
      dismissible={!props.submitting}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose} disabled={props.submitting}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={props.submitting}>
            Apply
          </Button>
        </>
      }
    >
      {props.open && <DayHoursForm {...props} />}
    </Modal>
  );
}

function DayHoursForm({ now, initialDate, onSubmit, submitting = false, serverError }: DayHoursModalProps) {
  const [date, setDate] = useState<Date | null>(initialDate);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!date) setError('Please enter a date');
    else onSubmit(date);
  };
  return (
    <Form id={FORM_ID} noValidate onSubmit={submit}>
      {serverError && <ServerError role="alert">{serverError}</ServerError>}
      <Intro>
        The day gets a slot every 30 minutes within the weekly business hours. Slots it already has are kept.
      </Intro>
      <FormField label="Date" htmlFor="day-hours-date" error={error} required>
        {(control) => (
          <DatePicker
            {...control}
            value={date}
            minDate={startOfDay(now)}
            today={now}
            disabled={submitting}
            onChange={(next) => {
              setDate(next);
              if (next) setError(null);
            }}
          />
        )}
      </FormField>
    </Form>
  );
}
