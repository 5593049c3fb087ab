import { useValidatedForm } from '@salon/ui/forms';
import { Form } from '@salon/ui/forms/Form';
import { byMode, formModalOf, type FormMode, type FormModalState } from '@salon/ui/forms/FormModal';
import { DayTimeFields } from '../DayTimeFields';
import { validateSlot, type SlotFormValues } from './validate-slot';

export interface SlotFormModalProps extends FormModalState {
  /** 'create' shows 'Create Slot', 'update' shows 'Update Slot'. */
  mode: FormMode;
  initialValues: SlotFormValues;
  /** "Now" of the viewer: days before today cannot be picked. */
  now: Date;
  onSubmit: (values: { date: Date; time: string }) => void;
}

const FORM_ID = 'slot-form';

/** Create or move one 30-minute slot of the stylist's availability. */
export const SlotFormModal = formModalOf(SlotForm, {
  formId: FORM_ID,
  texts: byMode({
    create: { title: 'Create Slot', submitLabel: 'Create' },
    update: { title: 'Update Slot', submitLabel: 'Update' },
  }),
});

function SlotForm({ initialValues, now, onSubmit, serverError }: SlotFormModalProps) {
  const { field, handleSubmit } = useValidatedForm(initialValues, validateSlot);
  const submit = handleSubmit(({ date, time }) => {
    if (date && time) onSubmit({ date, time });
  });

  return (
    <Form id={FORM_ID} onSubmit={submit} serverError={serverError}>
      <DayTimeFields
        now={now}
        date={{ label: 'Slot date', id: 'slot-date', ...field('date') }}
        time={{ label: 'Slot time', id: 'slot-time', hint: '30 minutes long', ...field('time') }}
      />
    </Form>
  );
}
