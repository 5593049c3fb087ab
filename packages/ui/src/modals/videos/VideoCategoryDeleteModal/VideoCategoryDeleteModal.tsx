import { ConfirmModal } from '@salon/ui/patterns/ConfirmModal';

export interface VideoCategoryDeleteModalProps {
  open: boolean;
  name?: string;
  onConfirm: () => void;
  onCancel: () => void;
  submitting?: boolean;
}

/** Delete of a video category; one that videos still use is refused by the server (409). */
export function VideoCategoryDeleteModal({
  open,
  name,
  onConfirm,
  onCancel,
  submitting = false,
}: VideoCategoryDeleteModalProps) {
  return (
    <ConfirmModal
      open={open}
      title="Delete Category"
      message="Are you sure you want to delete this Category?"
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
