import { ConfirmModal } from '@salon/ui/patterns/ConfirmModal';

export interface ServiceDeleteModalProps {
  open: boolean;
  kind: 'category' | 'service';
  /** The row's title, shown under the question. */
  title?: string;
  onConfirm: () => void;
  onCancel: () => void;
  submitting?: boolean;
}

/** Delete of a category or a service; a category with services is refused by the server (409). */
export function ServiceDeleteModal({
  open,
  kind,
  title,
  onConfirm,
  onCancel,
  submitting = false,
}: ServiceDeleteModalProps) {
  const what = kind === 'category' ? 'Category' : 'Service';
  return (
    <ConfirmModal
      open={open}
      title={`Delete ${what}`}
      message={`Are you sure you want to delete this ${what}?`}
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
