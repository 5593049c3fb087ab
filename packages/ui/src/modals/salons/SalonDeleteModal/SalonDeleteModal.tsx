import { ConfirmModal } from '@salon/ui/patterns/ConfirmModal';

export interface SalonDeleteModalProps {
  open: boolean;
  confirming?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Are you sure you want to delete this Salon?' (spec 1 §8). */
export function SalonDeleteModal({ open, confirming, onConfirm, onCancel }: SalonDeleteModalProps) {
  return (
    <ConfirmModal
      open={open}
      title="Delete Salon"
      message="Are you sure you want to delete this Salon?"
      confirmLabel="Delete"
      cancelLabel="Cancel"
      confirmVariant="danger"
      confirming={confirming}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
