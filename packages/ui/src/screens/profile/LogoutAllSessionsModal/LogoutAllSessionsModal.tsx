import { ConfirmModal, type ConfirmActions } from '@salon/ui/patterns/ConfirmModal';

export interface LogoutAllSessionsModalProps extends ConfirmActions {
  submitting?: boolean;
}

/** Confirms signing out of every session, on every device. */
export function LogoutAllSessionsModal({ submitting, ...actions }: LogoutAllSessionsModalProps) {
  return (
    <ConfirmModal
      {...actions}
      title="Log Out of All Sessions"
      message="Are you sure you want to log out of all sessions?"
      detail="Every device signed in to your account, this one included, will be signed out."
      confirmLabel="Log Out of All Sessions"
      cancelLabel="Cancel"
      confirmVariant="danger"
      confirming={submitting}
    />
  );
}
