import { ConfirmModal } from '@salon/ui/patterns/ConfirmModal';

export interface ProductCategoryDeleteModalProps {
  open: boolean;
  categoryName: string;
  deleting?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Confirms deleting a product category; the server refuses while products use it. */
export function ProductCategoryDeleteModal({
  open,
  categoryName,
  deleting,
  onConfirm,
  onCancel,
}: ProductCategoryDeleteModalProps) {
  return (
    <ConfirmModal
      open={open}
      title="Delete Category"
      message="Are you sure you want to delete this Category?"
      detail={`${categoryName} can only be deleted while no product uses it.`}
      confirmLabel="Delete"
      cancelLabel="Cancel"
      confirmVariant="danger"
      confirming={deleting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
