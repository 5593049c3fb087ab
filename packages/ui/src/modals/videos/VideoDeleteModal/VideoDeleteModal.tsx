import { ConfirmModal } from '@salon/ui/patterns/ConfirmModal';

export interface VideoDeleteModalProps {
  open: boolean;
  /** The video's title, shown under the question. */
  title?: string;
  onConfirm: () => void;
  onCancel: () => void;
  submitting?: boolean;
}

/** 'Delete Video' (spec 1 §8: 'Are you sure you want to delete this video?'); the file goes with it. */
export function VideoDeleteModal({
  open,
  title,
  onConfirm,
  onCancel,
  submitting = false,
}: VideoDeleteModalProps) {
  return (
    <ConfirmModal
      open={open}
      title="Delete Video"
      message="Are you sure you want to delete this video?"
      detail={title}
      confirmLabel="Delete"
      cancelLabel="Cancel"
      confirmVariant="danger"
      confirming={submitting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
