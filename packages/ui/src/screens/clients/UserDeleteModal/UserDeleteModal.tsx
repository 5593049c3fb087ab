import type { ConfirmActions } from '@salon/ui/patterns/ConfirmModal';
import { DeleteModal } from '@salon/ui/patterns/DeleteModal';

export interface UserDeleteModalProps extends ConfirmActions {
  /** The user's name, shown under the question. */
  name?: string;
  submitting?: boolean;
}

/** 'Delete User' of a Users row (spec 1 §8). */
export function UserDeleteModal({ name, submitting, ...actions }: UserDeleteModalProps) {
  return <DeleteModal {...actions} item="User" detail={name} confirming={submitting} />;
}
