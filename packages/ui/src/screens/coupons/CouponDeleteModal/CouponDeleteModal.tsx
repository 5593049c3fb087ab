import type { ConfirmActions } from '@salon/ui/patterns/ConfirmModal';
import { DeleteModal } from '@salon/ui/patterns/DeleteModal';

export interface CouponDeleteModalProps extends ConfirmActions {
  /** The coupon, e.g. 'Spring Sale (SPRING10)', shown under the question. */
  name?: string;
  submitting?: boolean;
}

/** Delete of a salon coupon, worded like the spec's other delete confirmations. */
export function CouponDeleteModal({ name, submitting, ...actions }: CouponDeleteModalProps) {
  return <DeleteModal {...actions} item="Coupon" detail={name} confirming={submitting} />;
}
