import type { ConfirmActions } from '@salon/ui/patterns/ConfirmModal';
import { DeleteModal } from '@salon/ui/patterns/DeleteModal';

export interface ProductCategoryDeleteModalProps extends ConfirmActions {
  categoryName: string;
  deleting?: boolean;
}

/** Confirms deleting a product category; the server refuses while products use it. */
export function ProductCategoryDeleteModal({
  categoryName,
  deleting,
  ...actions
}: ProductCategoryDeleteModalProps) {
  return (
    <DeleteModal
      {...actions}
      item="Category"
      detail={`${categoryName} can only be deleted while no product uses it.`}
      confirming={deleting}
    />
  );
}
