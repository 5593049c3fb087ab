import { DateField } from '@salon/ui/forms/DateField';
import { Form } from '@salon/ui/forms/Form';
import { FormModal, type FormModalState } from '@salon/ui/forms/FormModal';
import { startOfDay } from 'date-fns';
import { useState, type FormEvent } from 'react';
import { Intro } from './DayHoursModal.styles';

export interface DayHoursModalProps extends FormModalState {
  /** The salon's wall-clock now: earlier days cannot be chosen. */
  now: Date;
  initialDate: Date | null;
  onSubmit: (date: Date) => void;
}

const FORM_ID = 'day-hours-form';

/** 'Change hours by day': fills one day with 30-minute slots from the stylist's weekly business hours. */
export function DayHoursModal(props: DayHoursModalProps) {
  return (
    <FormModal {...props} title="Change Hours by Day" size="sm" formId={FORM_ID} submitLabel="Apply">
      <DayHoursForm {...props} />
    </FormModal>
  );
}

function DayHoursForm({ now, initialDate, onSubmit, serverError }: DayHoursModalProps) {
  const [date, setDate] = useState<Date | null>(initialDate);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!date) setError('Please enter a date');
    else onSubmit(date);
  };
  return (
    <Form id={FORM_ID} onSubmit={submit} serverError={serverError}>
      <Intro>
        The day gets a slot every 30 minutes within the weekly business hours. Slots it already has are kept.
      </Intro>
      <DateField
        label="Date"
        id="day-hours-date"
        error={error}
        required
        value={date}
        minDate={startOfDay(now)}
        today={now}
        onChange={(next) => {
          setDate(next);
          if (next) setError(null);
        }}
      />
    </Form>
  );
}
