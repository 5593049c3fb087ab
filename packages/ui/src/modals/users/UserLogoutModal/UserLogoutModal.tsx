import { ConfirmModal } from '@salon/ui/patterns/ConfirmModal';

export interface UserLogoutModalProps {
  open: boolean;
  /** The user's name, shown under the question. */
  name?: string;
  onConfirm: () => void;
  onCancel: () => void;
  submitting?: boolean;
}

/** 'Logout User' of a Users row: ends the client's sessions in the mobile app (spec 1 §8). */
export function UserLogoutModal({
  open,
  name,
  onConfirm,
  onCancel,
  submitting = false,
}: UserLogoutModalProps) {
  return (
    <ConfirmModal
      open={open}
      title="Logout User"
      message="Are you sure you want to Log Out of this user for mobile app?"
      detail={name}
      confirmLabel="Log Out"
      cancelLabel="Cancel"
      confirmVariant="danger"
      confirming={submitting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
