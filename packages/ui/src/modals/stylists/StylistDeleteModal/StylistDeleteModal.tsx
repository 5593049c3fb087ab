import { ConfirmModal } from '@salon/ui/patterns/ConfirmModal';

export interface StylistDeleteModalProps {
  open: boolean;
  confirming?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Are you sure you want to delete this Stylist?' (spec 1 §8). */
export function StylistDeleteModal({ open, confirming, onConfirm, onCancel }: StylistDeleteModalProps) {
  return (
    <ConfirmModal
      open={open}
      title="Delete Stylist"
      message="Are you sure you want to delete this Stylist?"
      confirmLabel="Delete"
      cancelLabel="Cancel"
      confirmVariant="danger"
      confirming={confirming}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
