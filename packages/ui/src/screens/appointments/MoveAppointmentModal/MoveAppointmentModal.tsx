import { useValidatedForm } from '@salon/ui/forms';
import { Form } from '@salon/ui/forms/Form';
import { FormModal, type FormModalState } from '@salon/ui/forms/FormModal';
import { combineDayTime, dayKey } from '../calendar-time';
import { DayTimeFields } from '../DayTimeFields';
import { Current } from './MoveAppointmentModal.styles';
import { validateMove, type MoveValues } from './validate-move';

export interface MoveAppointmentModalProps extends FormModalState {
  /** Who and when now, e.g. 'Grace Miller · Tue, Mar 17 · 10:00'. */
  appointmentLabel: string;
  /** Where the appointment is now (salon-local). */
  current: { date: string; time: string };
  /** The salon's wall-clock now. */
  now: Date;
  onSubmit: (to: { date: string; time: string }) => void;
}

const FORM_ID = 'move-appointment-form';

/** Moves an appointment to a new date and time without dragging (keyboard and pointer alike). */
export function MoveAppointmentModal(props: MoveAppointmentModalProps) {
  return (
    <FormModal {...props} title="Move Appointment" size="sm" formId={FORM_ID} submitLabel="Move">
      <MoveForm {...props} />
    </FormModal>
  );
}

function MoveForm({ appointmentLabel, current, now, onSubmit, serverError }: MoveAppointmentModalProps) {
  const { field, handleSubmit } = useValidatedForm<MoveValues, keyof MoveValues>(
    { date: combineDayTime(current.date, '00:00'), time: current.time },
    (next) => validateMove(next, now, current),
  );
  const submit = handleSubmit(({ date, time }) => {
    if (date && time) onSubmit({ date: dayKey(date), time });
  });

  return (
    <Form id={FORM_ID} onSubmit={submit} serverError={serverError}>
      <Current>{appointmentLabel}</Current>
      <DayTimeFields
        now={now}
        date={{ label: 'New date', id: 'move-date', ...field('date') }}
        time={{ label: 'New time', id: 'move-time', ...field('time') }}
      />
    </Form>
  );
}
