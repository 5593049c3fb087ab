import type { ConfirmActions } from '@salon/ui/patterns/ConfirmModal';
import { DeleteModal } from '@salon/ui/patterns/DeleteModal';

export interface AppVersionDeleteModalProps extends ConfirmActions {
  /** The version, e.g. 'Android 2.3.1 / iOS 2.3.2', shown under the question. */
  name?: string;
  submitting?: boolean;
}

/** Delete of a disabled app version, worded like the spec's other delete confirmations. */
export function AppVersionDeleteModal({ name, submitting, ...actions }: AppVersionDeleteModalProps) {
  return <DeleteModal {...actions} item="App Version" detail={name} confirming={submitting} />;
}
