import { hasErrors } from '@salon/ui/forms';
import { FormField } from '@salon/ui/patterns/FormField';
import { Button } from '@salon/ui/primitives/Button';
import { DatePicker } from '@salon/ui/primitives/DatePicker';
import { Modal } from '@salon/ui/primitives/Modal';
import { Select } from '@salon/ui/primitives/Select';
import { startOfDay } from 'date-fns';
import { useState, type FormEvent } from 'react';
import { combineDayTime, dayKey, timesOfDay } from '../../../screens/calendar/calendar-time';
import { Current, Form, ServerError } from './MoveAppointmentModal.styles';
import { validateMove, type MoveErrors, type MoveValues } from './validate-move';

export interface MoveAppointmentModalProps {
  open: boolean;
  /** Who and when now, e.g. 'Grace Miller · Tue, Mar 17 · 10:00'. */
  appointmentLabel: string;
  /** Where the appointment is now (salon-local). */
  current: { date: string; time: string };
  /** The salon's wall-clock now. */
  now: Date;
  onSubmit: (to: { date: string; time: string }) => void;
  onClose: () => void;
  submitting?: boolean;
  serverError?: string | null;
}

const FORM_ID = 'move-appointment-form';
const TIME_OPTIONS = timesOfDay().map((time) => ({ value: time, label: time }));

/** Moves an appointment to a new date and time without dragging (keyboard and pointer alike). */
export function MoveAppointmentModal(props: MoveAppointmentModalProps) {
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title="Move Appointment"
      size="sm"
      dismissible={!props.submitting}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose} disabled={props.submitting}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={props.submitting}>
            Move
          </Button>
        </>
      }
    >
      {props.open && <MoveForm {...props} />}
    </Modal>
  );
}

function MoveForm({
  appointmentLabel,
  current,
  now,
  onSubmit,
  submitting = false,
  serverError,
}: MoveAppointmentModalProps) {
  const [values, setValues] = useState<MoveValues>({
    date: combineDayTime(current.date, '00:00'),
    time: current.time,
  });
  const [errors, setErrors] = useState<MoveErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const change = (next: MoveValues) => {
    setValues(next);
    if (submitted) setErrors(validateMove(next, now, current));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateMove(values, now, current);
    setSubmitted(true);
    setErrors(found);
    if (!hasErrors(found) && values.date && values.time)
      onSubmit({ date: dayKey(values.date), time: values.time });
  };

  return (
    <Form id={FORM_ID} noValidate onSubmit={submit}>
      {serverError && <ServerError role="alert">{serverError}</ServerError>}
      <Current>{appointmentLabel}</Current>
      <FormField label="New date" htmlFor="move-date" error={errors.date} required>
        {(control) => (
          <DatePicker
            {...control}
            value={values.date}
            minDate={startOfDay(now)}
            today={now}
            disabled={submitting}
            onChange={(date) => change({ ...values, date })}
          />
        )}
      </FormField>
      <FormField label="New time" htmlFor="move-time" error={errors.time} required>
        {(control) => (
          <Select<string>
            {...control}
            options={TIME_OPTIONS}
            value={values.time}
            placeholder="Select time"
            isDisabled={submitting}
            onChange={(time) => change({ ...values, time })}
          />
        )}
      </FormField>
    </Form>
  );
}
