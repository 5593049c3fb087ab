import type { ConfirmActions } from '@salon/ui/patterns/ConfirmModal';
import { DeleteModal } from '@salon/ui/patterns/DeleteModal';

export interface AppointmentDeleteModalProps extends ConfirmActions {
  /** Who and when, e.g. 'Grace Client · Tue, Mar 17 · 10:00'. */
  appointmentLabel: string;
  deleting?: boolean;
}

/** Confirms deleting an appointment from the calendar or the waitlist. */
export function AppointmentDeleteModal({
  appointmentLabel,
  deleting,
  ...actions
}: AppointmentDeleteModalProps) {
  return <DeleteModal {...actions} item="Appointment" detail={appointmentLabel} confirming={deleting} />;
}
