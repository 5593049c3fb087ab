import { ConfirmModal } from '@salon/ui/patterns/ConfirmModal';

export interface StaffDeleteModalProps {
  open: boolean;
  confirming?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The user delete confirmation of spec 1 §8 ('Are you sure you want to delete this User?') for a salon user. */
export function StaffDeleteModal({ open, confirming, onConfirm, onCancel }: StaffDeleteModalProps) {
  return (
    <ConfirmModal
      open={open}
      title="Delete Salon User"
      message="Are you sure you want to delete this User?"
      confirmLabel="Delete"
      cancelLabel="Cancel"
      confirmVariant="danger"
      confirming={confirming}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
