import { ConfirmModal, type ConfirmActions } from '@salon/ui/patterns/ConfirmModal';

export interface CancelSubscriptionModalProps extends ConfirmActions {
  confirming?: boolean;
}

/** Cancels a salon's subscription at the end of the period (spec 2 "Salon", My Profile of the salon). */
export function CancelSubscriptionModal(props: CancelSubscriptionModalProps) {
  return (
    <ConfirmModal
      {...props}
      title="Cancel Subscription"
      message="Are you sure you want to cancel your subscription? Remember you will not be able to use any of the features on this platform."
      confirmLabel="Yes"
      cancelLabel="No"
      confirmVariant="danger"
    />
  );
}
