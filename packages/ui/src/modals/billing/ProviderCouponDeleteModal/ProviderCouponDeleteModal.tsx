import { ConfirmModal } from '@salon/ui/patterns/ConfirmModal';

export interface ProviderCouponDeleteModalProps {
  open: boolean;
  /** The coupon's name, shown under the question. */
  name?: string;
  onConfirm: () => void;
  onCancel: () => void;
  submitting?: boolean;
}

/** Delete of a card provider coupon. */
export function ProviderCouponDeleteModal({
  open,
  name,
  onConfirm,
  onCancel,
  submitting = false,
}: ProviderCouponDeleteModalProps) {
  return (
    <ConfirmModal
      open={open}
      title="Delete Coupon"
      message="Are you sure you want to delete this Coupon?"
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
