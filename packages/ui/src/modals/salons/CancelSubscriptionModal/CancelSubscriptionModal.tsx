import { ConfirmModal } from '@salon/ui/patterns/ConfirmModal';

export interface CancelSubscriptionModalProps {
  open: boolean;
  confirming?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Cancels a salon's subscription at the end of the period (spec 2 "Salon", My Profile of the salon). */
export function CancelSubscriptionModal({
  open,
  confirming,
  onConfirm,
  onCancel,
}: CancelSubscriptionModalProps) {
  return (
    <ConfirmModal
      open={open}
      title="Cancel Subscription"
      message="Are you sure you want to cancel your subscription? Remember you will not be able to use any of the features on this platform."
      confirmLabel="Yes"
      cancelLabel="No"
      confirmVariant="danger"
      confirming={confirming}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
