import { ConfirmModal, type ConfirmActions } from '@salon/ui/patterns/ConfirmModal';

export interface ResetPasswordModalProps extends ConfirmActions {
  /** While the reset runs. */
  confirming?: boolean;
}

/**
 * Reset Password confirmation of the salon and stylist lists (spec 1 §8), with the old text's typo
 * ('genrated') corrected.
 */
export function ResetPasswordModal(props: ResetPasswordModalProps) {
  return (
    <ConfirmModal
      {...props}
      title="Reset Password"
      message="Are you sure you want to reset password of this user?"
      detail="We'll send the auto generated password to user email address."
      confirmLabel="Yes"
      cancelLabel="No"
    />
  );
}
