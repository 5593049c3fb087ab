import { ConfirmModal } from '@salon/ui/patterns/ConfirmModal';

export interface CompanyDeleteModalProps {
  open: boolean;
  /** The company's name, shown under the question. */
  name?: string;
  onConfirm: () => void;
  onCancel: () => void;
  submitting?: boolean;
}

/** Delete of a Company row, worded like the spec's other delete confirmations (spec 1 §8). */
export function CompanyDeleteModal({
  open,
  name,
  onConfirm,
  onCancel,
  submitting = false,
}: CompanyDeleteModalProps) {
  return (
    <ConfirmModal
      open={open}
      title="Delete Company"
      message="Are you sure you want to delete this Company?"
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
