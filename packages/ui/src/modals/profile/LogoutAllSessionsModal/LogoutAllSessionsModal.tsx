import { ConfirmModal } from '@salon/ui/patterns/ConfirmModal';

export interface LogoutAllSessionsModalProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  submitting?: boolean;
}

/** Confirms signing out of every session, on every device. */
export function LogoutAllSessionsModal({
  open,
  onConfirm,
  onCancel,
  submitting = false,
}: LogoutAllSessionsModalProps) {
  return (
    <ConfirmModal
      open={open}
      title="Log Out of All Sessions"
      message="Are you sure you want to log out of all sessions?"
      detail="Every device signed in to your account, this one included, will be signed out."
      confirmLabel="Log Out of All Sessions"
      cancelLabel="Cancel"
      confirmVariant="danger"
      confirming={submitting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
