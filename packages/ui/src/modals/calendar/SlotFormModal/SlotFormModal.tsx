import { hasErrors } from '@salon/ui/forms';
import { FormField } from '@salon/ui/patterns/FormField';
import { Button } from '@salon/ui/primitives/Button';
import { DatePicker } from '@salon/ui/primitives/DatePicker';
import { Modal } from '@salon/ui/primitives/Modal';
import { Select } from '@salon/ui/primitives/Select';
import { startOfDay } from 'date-fns';
import { useState, type FormEvent } from 'react';
import { timesOfDay } from '../../../screens/calendar/calendar-time';
import { Form, ServerError } from './SlotFormModal.styles';
import { validateSlot, type SlotFormErrors, type SlotFormValues } from './validate-slot';

export interface SlotFormModalProps {
  open: boolean;
  /** 'create' shows 'Create Slot', 'update' shows 'Update Slot'. */
  mode: 'create' | 'update';
  initialValues: SlotFormValues;
  /** "Now" of the viewer: days before today cannot be picked. */
  now: Date;
  onSubmit: (values: { date: Date; time: string }) => void;
  onClose: () => void;
  submitting?: boolean;
  serverError?: string | null;
}

const FORM_ID = 'slot-form';
const TIME_OPTIONS = timesOfDay().map((time) => ({ value: time, label: time }));

/** Create or move one 30-minute slot of the stylist's availability. */
export function SlotFormModal(props: SlotFormModalProps) {
  const title = props.mode === 'create' ? 'Create Slot' : 'Update Slot';
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={title}
      dismissible={!props.submitting}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose} disabled={props.submitting}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={props.submitting}>
            {props.mode === 'create' ? 'Create' : 'Update'}
          </Button>
        </>
      }
    >
      {props.open && <SlotForm {...props} />}
    </Modal>
  );
}

function SlotForm({ initialValues, now, onSubmit, submitting = false, serverError }: SlotFormModalProps) {
  const [values, setValues] = useState<SlotFormValues>(initialValues);
  const [errors, setErrors] = useState<SlotFormErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const change = (next: SlotFormValues) => {
    setValues(next);
    if (submitted) setErrors(validateSlot(next));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSlot(values);
    setSubmitted(true);
    setErrors(found);
    if (!hasErrors(found) && values.date && values.time) onSubmit({ date: values.date, time: values.time });
  };

  return (
    <Form id={FORM_ID} noValidate onSubmit={submit}>
      {serverError && <ServerError role="alert">{serverError}</ServerError>}
      <FormField label="Slot date" htmlFor="slot-date" error={errors.date} required>
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
      <FormField label="Slot time" htmlFor="slot-time" error={errors.time} required hint="30 minutes long">
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
