import { ConfirmModal, type ConfirmActions } from '@salon/ui/patterns/ConfirmModal';

export interface UserLogoutModalProps extends ConfirmActions {
  /** The user's name, shown under the question. */
  name?: string;
  submitting?: boolean;
}

/** 'Logout User' of a Users row: ends the client's sessions in the mobile app (spec 1 §8). */
export function UserLogoutModal({ name, submitting, ...actions }: UserLogoutModalProps) {
  return (
    <ConfirmModal
      {...actions}
      title="Logout User"
      message="Are you sure you want to Log Out of this user for mobile app?"
      detail={name}
      confirmLabel="Log Out"
      cancelLabel="Cancel"
      confirmVariant="danger"
      confirming={submitting}
    />
  );
}
