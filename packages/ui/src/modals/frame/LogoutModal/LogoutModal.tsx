import { ConfirmModal } from '@salon/ui/patterns/ConfirmModal';

export interface LogoutModalProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** The log-out request is under way. */
  submitting?: boolean;
}

/** The sidebar's Log Out confirmation. */
export function LogoutModal({ open, onConfirm, onCancel, submitting = false }: LogoutModalProps) {
  return (
    <ConfirmModal
      open={open}
      title="Log Out"
      message="Are you sure you want to log out?"
      confirmLabel="Log Out"
      cancelLabel="Cancel"
      confirmVariant="danger"
      confirming={submitting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
