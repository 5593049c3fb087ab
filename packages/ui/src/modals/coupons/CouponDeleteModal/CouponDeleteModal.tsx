import { ConfirmModal } from '@salon/ui/patterns/ConfirmModal';

export interface CouponDeleteModalProps {
  open: boolean;
  /** The coupon, e.g. 'Spring Sale (SPRING10)', shown under the question. */
  name?: string;
  onConfirm: () => void;
  onCancel: () => void;
  submitting?: boolean;
}

/** Delete of a salon coupon, worded like the spec's other delete confirmations. */
export function CouponDeleteModal({
  open,
  name,
  onConfirm,
  onCancel,
  submitting = false,
}: CouponDeleteModalProps) {
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
