import { ConfirmModal } from '@salon/ui/patterns/ConfirmModal';

export interface CardAuthenticationModalProps {
  open: boolean;
  /** e.g. '$45.00'. */
  amount: string;
  /** A card saved for later fees (card on file): nothing is paid now. */
  saving?: boolean;
  onApprove: () => void;
  onFail: () => void;
  submitting?: boolean;
}

/**
 * The extra step of a card that requires authentication, in test mode: the card issuer's 3-D Secure
 * check stands in as a dialog where the customer completes or fails it.
 */
export function CardAuthenticationModal({
  open,
  amount,
  saving = false,
  onApprove,
  onFail,
  submitting = false,
}: CardAuthenticationModalProps) {
  return (
    <ConfirmModal
      open={open}
      title="Authenticate your payment"
      message={
        saving
          ? 'Your bank asks you to confirm saving this card.'
          : `Your bank asks you to confirm this payment of ${amount}.`
      }
      detail="Test mode: complete or fail the authentication."
      confirmLabel="Complete authentication"
      cancelLabel="Fail authentication"
      confirming={submitting}
      onConfirm={onApprove}
      onCancel={onFail}
    />
  );
}
