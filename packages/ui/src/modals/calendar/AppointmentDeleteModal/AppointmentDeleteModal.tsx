import { ConfirmModal } from '@salon/ui/patterns/ConfirmModal';

export interface AppointmentDeleteModalProps {
  open: boolean;
  /** Who and when, e.g. 'Grace Client · Tue, Mar 17 · 10:00'. */
  appointmentLabel: string;
  deleting?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Confirms deleting an appointment from the calendar or the waitlist. */
export function AppointmentDeleteModal({
  open,
  appointmentLabel,
  deleting,
  onConfirm,
  onCancel,
}: AppointmentDeleteModalProps) {
  return (
    <ConfirmModal
      open={open}
      title="Delete Appointment"
      message="Are you sure you want to delete this Appointment?"
      detail={appointmentLabel}
      confirmLabel="Delete"
      cancelLabel="Cancel"
      confirmVariant="danger"
      confirming={deleting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
