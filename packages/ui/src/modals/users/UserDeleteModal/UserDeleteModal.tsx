import { ConfirmModal } from '@salon/ui/patterns/ConfirmModal';

export interface UserDeleteModalProps {
  open: boolean;
  /** The user's name, shown under the question. */
  name?: string;
  onConfirm: () => void;
  onCancel: () => void;
  submitting?: boolean;
}

/** 'Delete User' of a Users row (spec 1 §8). */
export function UserDeleteModal({
  open,
  name,
  onConfirm,
  onCancel,
  submitting = false,
}: UserDeleteModalProps) {
  return (
    <ConfirmModal
      open={open}
      title="Delete User"
      message="Are you sure you want to delete this User?"
      detail={name}
      confirmLabel="Delete"
      cancelLabel="Cancel"
      confirmVariant="danger"
      confirming={submitting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
