import { useValidatedForm } from '@salon/ui/forms';
import { DateField } from '@salon/ui/forms/DateField';
import { Form } from '@salon/ui/forms/Form';
import { FormModal, type FormModalState } from '@salon/ui/forms/FormModal';
import { SelectField } from '@salon/ui/forms/SelectField';
import { startOfDay } from 'date-fns';
import { timesOfDay } from '../../../screens/calendar/calendar-time';
import { validateSlot, type SlotFormValues } from './validate-slot';

export interface SlotFormModalProps extends FormModalState {
  /** 'create' shows 'Create Slot', 'update' shows 'Update Slot'. */
  mode: 'create' | 'update';
  initialValues: SlotFormValues;
  /** "Now" of the viewer: days before today cannot be picked. */
  now: Date;
  onSubmit: (values: { date: Date; time: string }) => void;
}

const FORM_ID = 'slot-form';
const TIME_OPTIONS = timesOfDay().map((time) => ({ value: time, label: time }));

/** Create or move one 30-minute slot of the stylist's availability. */
export function SlotFormModal(props: SlotFormModalProps) {
  return (
    <FormModal
      {...props}
      title={props.mode === 'create' ? 'Create Slot' : 'Update Slot'}
      formId={FORM_ID}
      submitLabel={props.mode === 'create' ? 'Create' : 'Update'}
    >
      <SlotForm {...props} />
    </FormModal>
  );
}

function SlotForm({ initialValues, now, onSubmit, submitting = false, serverError }: SlotFormModalProps) {
  const { field, handleSubmit } = useValidatedForm(initialValues, validateSlot);
  const submit = handleSubmit(({ date, time }) => {
    if (date && time) onSubmit({ date, time });
  });

  return (
    <Form id={FORM_ID} onSubmit={submit} serverError={serverError}>
      <DateField
        label="Slot date"
        id="slot-date"
        required
        minDate={startOfDay(now)}
        today={now}
        disabled={submitting}
        {...field('date')}
      />
      <SelectField<string>
        label="Slot time"
        id="slot-time"
        required
        hint="30 minutes long"
        options={TIME_OPTIONS}
        placeholder="Select time"
        isDisabled={submitting}
        {...field('time')}
      />
    </Form>
  );
}
