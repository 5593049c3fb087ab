import { useValidatedForm } from '@salon/ui/forms';
import { Form } from '@salon/ui/forms/Form';
import { FormModal } from '@salon/ui/forms/FormModal';
import { SelectField } from '@salon/ui/forms/SelectField';
import { FormField } from '@salon/ui/patterns/FormField';
import { DatePicker } from '@salon/ui/primitives/DatePicker';
import { startOfDay } from 'date-fns';
import { timesOfDay } from '../../../screens/calendar/calendar-time';
import { validateSlot, type SlotFormValues } from './validate-slot';

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
  return (
    <FormModal
      open={props.open}
      onClose={props.onClose}
      title={props.mode === 'create' ? 'Create Slot' : 'Update Slot'}
      formId={FORM_ID}
      submitLabel={props.mode === 'create' ? 'Create' : 'Update'}
      submitting={props.submitting}
    >
      <SlotForm {...props} />
    </FormModal>
  );
}

function SlotForm({ initialValues, now, onSubmit, submitting = false, serverError }: SlotFormModalProps) {
  const { values, errors, change, handleSubmit } = useValidatedForm(initialValues, validateSlot);
  const submit = handleSubmit(({ date, time }) => {
    if (date && time) onSubmit({ date, time });
  });

  return (
    <Form id={FORM_ID} onSubmit={submit} serverError={serverError}>
      <FormField label="Slot date" htmlFor="slot-date" error={errors.date} required>
        {(control) => (
          <DatePicker
            {...control}
            value={values.date}
            minDate={startOfDay(now)}
            today={now}
            disabled={submitting}
            onChange={(date) => change('date', date)}
          />
        )}
      </FormField>
      <SelectField<string>
        label="Slot time"
        id="slot-time"
        error={errors.time}
        required
        hint="30 minutes long"
        options={TIME_OPTIONS}
        value={values.time}
        placeholder="Select time"
        isDisabled={submitting}
        onChange={(time) => change('time', time)}
      />
    </Form>
  );
}
