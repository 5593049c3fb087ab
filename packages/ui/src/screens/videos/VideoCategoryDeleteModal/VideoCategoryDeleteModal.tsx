import type { ConfirmActions } from '@salon/ui/patterns/ConfirmModal';
import { DeleteModal } from '@salon/ui/patterns/DeleteModal';

export interface VideoCategoryDeleteModalProps extends ConfirmActions {
  name?: string;
  submitting?: boolean;
}

/** Delete of a video category; one that videos still use is refused by the server (409). */
export function VideoCategoryDeleteModal({ name, submitting, ...actions }: VideoCategoryDeleteModalProps) {
  return <DeleteModal {...actions} item="Category" detail={name} confirming={submitting} />;
}
