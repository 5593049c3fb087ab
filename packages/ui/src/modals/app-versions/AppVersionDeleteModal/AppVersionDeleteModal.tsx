import { ConfirmModal } from '@salon/ui/patterns/ConfirmModal';

export interface AppVersionDeleteModalProps {
  open: boolean;
  /** The version, e.g. 'Android 2.3.1 / iOS 2.3.2', shown under the question. */
  name?: string;
  onConfirm: () => void;
  onCancel: () => void;
  submitting?: boolean;
}

/** Delete of a disabled app version, worded like the spec's other delete confirmations. */
export function AppVersionDeleteModal({
  open,
  name,
  onConfirm,
  onCancel,
  submitting = false,
}: AppVersionDeleteModalProps) {
  return (
    <ConfirmModal
      open={open}
      title="Delete App Version"
      message="Are you sure you want to delete this App Version?"
      detail={name}
      confirmLabel="Delete"
      cancelLabel="Cancel"
      confirmVariant="danger"
      confirming={submitting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
