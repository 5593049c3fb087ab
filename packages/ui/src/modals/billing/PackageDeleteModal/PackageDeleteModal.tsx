import { ConfirmModal } from '@salon/ui/patterns/ConfirmModal';

export interface PackageDeleteModalProps {
  open: boolean;
  /** The package's name, shown under the question. */
  name?: string;
  onConfirm: () => void;
  onCancel: () => void;
  submitting?: boolean;
}

/** Delete of a subscription package with its plans. */
export function PackageDeleteModal({
  open,
  name,
  onConfirm,
  onCancel,
  submitting = false,
}: PackageDeleteModalProps) {
  return (
    <ConfirmModal
      open={open}
      title="Delete Package"
      message="Are you sure you want to delete this Package?"
      detail={name ? `${name} and its plans will be deleted.` : undefined}
      confirmLabel="Delete"
      cancelLabel="Cancel"
      confirmVariant="danger"
      confirming={submitting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
