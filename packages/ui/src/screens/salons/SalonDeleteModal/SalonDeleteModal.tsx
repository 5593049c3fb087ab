import type { ConfirmActions } from '@salon/ui/patterns/ConfirmModal';
import { DeleteModal } from '@salon/ui/patterns/DeleteModal';

export interface SalonDeleteModalProps extends ConfirmActions {
  confirming?: boolean;
}

/** 'Are you sure you want to delete this Salon?' (spec 1 §8). */
export function SalonDeleteModal(props: SalonDeleteModalProps) {
  return <DeleteModal {...props} item="Salon" />;
}
