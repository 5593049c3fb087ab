import type { ConfirmActions } from '@salon/ui/patterns/ConfirmModal';
import { DeleteModal } from '@salon/ui/patterns/DeleteModal';

export interface StaffDeleteModalProps extends ConfirmActions {
  confirming?: boolean;
}

/** The user delete confirmation of spec 1 §8 ('Are you sure you want to delete this User?') for a salon user. */
export function StaffDeleteModal(props: StaffDeleteModalProps) {
  return <DeleteModal {...props} item="User" title="Delete Salon User" />;
}
