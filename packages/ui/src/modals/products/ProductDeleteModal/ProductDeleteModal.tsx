import { ConfirmModal } from '@salon/ui/patterns/ConfirmModal';

export interface ProductDeleteModalProps {
  open: boolean;
  productName: string;
  deleting?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Confirms deleting a product (its image goes with it). */
export function ProductDeleteModal({
  open,
  productName,
  deleting,
  onConfirm,
  onCancel,
}: ProductDeleteModalProps) {
  return (
    <ConfirmModal
      open={open}
      title="Delete Product"
      message="Are you sure you want to delete this Product?"
      detail={`${productName} and its image will be removed. Past orders keep their copy.`}
      confirmLabel="Delete"
      cancelLabel="Cancel"
      confirmVariant="danger"
      confirming={deleting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
