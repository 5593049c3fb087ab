import type { ConfirmActions } from '@salon/ui/patterns/ConfirmModal';
import { DeleteModal } from '@salon/ui/patterns/DeleteModal';

export interface ProductDeleteModalProps extends ConfirmActions {
  productName: string;
  deleting?: boolean;
}

/** Confirms deleting a product (its image goes with it). */
export function ProductDeleteModal({ productName, deleting, ...actions }: ProductDeleteModalProps) {
  return (
    <DeleteModal
      {...actions}
      item="Product"
      detail={`${productName} and its image will be removed. Past orders keep their copy.`}
      confirming={deleting}
    />
  );
}
