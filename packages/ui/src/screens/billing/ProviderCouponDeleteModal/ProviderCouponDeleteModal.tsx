import type { ConfirmActions } from '@salon/ui/patterns/ConfirmModal';
import { DeleteModal } from '@salon/ui/patterns/DeleteModal';

export interface ProviderCouponDeleteModalProps extends ConfirmActions {
  /** The coupon's name, shown under the question. */
  name?: string;
  submitting?: boolean;
}

/** Delete of a card provider coupon. */
export function ProviderCouponDeleteModal({ name, submitting, ...actions }: ProviderCouponDeleteModalProps) {
  return <DeleteModal {...actions} item="Coupon" detail={name} confirming={submitting} />;
}
