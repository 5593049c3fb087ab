import type { ConfirmActions } from '@salon/ui/patterns/ConfirmModal';
import { DeleteModal } from '@salon/ui/patterns/DeleteModal';

export interface StylistDeleteModalProps extends ConfirmActions {
  confirming?: boolean;
}

/** 'Are you sure you want to delete this Stylist?' (spec 1 §8). */
export function StylistDeleteModal(props: StylistDeleteModalProps) {
  return <DeleteModal {...props} item="Stylist" />;
}
