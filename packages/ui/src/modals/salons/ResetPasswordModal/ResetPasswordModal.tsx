import { ConfirmModal } from '@salon/ui/patterns/ConfirmModal';

export interface ResetPasswordModalProps {
  open: boolean;
  /** While the reset runs. */
  confirming?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Reset Password confirmation of the salon and stylist lists (spec 1 §8), with the old text's typo
 * ('genrated') corrected.
 */
export function ResetPasswordModal({ open, confirming, onConfirm, onCancel }: ResetPasswordModalProps) {
  return (
    <ConfirmModal
      open={open}
      title="Reset Password"
      message="Are you sure you want to reset password of this user?"
      detail="We'll send the auto generated password to user email address."
      confirmLabel="Yes"
      cancelLabel="No"
      confirming={confirming}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
