import { ConfirmModal, type ConfirmActions } from '@salon/ui/patterns/ConfirmModal';

export interface LogoutModalProps extends ConfirmActions {
  /** The log-out request is under way. */
  submitting?: boolean;
}

/** The sidebar's Log Out confirmation. */
export function LogoutModal({ submitting, ...actions }: LogoutModalProps) {
  return (
    <ConfirmModal
      {...actions}
      title="Log Out"
      message="Are you sure you want to log out?"
      confirmLabel="Log Out"
      cancelLabel="Cancel"
      confirmVariant="danger"
      confirming={submitting}
    />
  );
}
