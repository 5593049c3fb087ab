import type { ConfirmActions } from '@salon/ui/patterns/ConfirmModal';
import { DeleteModal } from '@salon/ui/patterns/DeleteModal';

export interface VideoDeleteModalProps extends ConfirmActions {
  /** The video's title, shown under the question. */
  title?: string;
  submitting?: boolean;
}

/** 'Delete Video' (spec 1 §8: 'Are you sure you want to delete this video?'); the file goes with it. */
export function VideoDeleteModal({ title, submitting, ...actions }: VideoDeleteModalProps) {
  return (
    <DeleteModal {...actions} item="video" title="Delete Video" detail={title} confirming={submitting} />
  );
}
