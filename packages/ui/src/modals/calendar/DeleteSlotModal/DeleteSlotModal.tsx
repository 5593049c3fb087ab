import { ConfirmModal } from '@salon/ui/patterns/ConfirmModal';

export interface DeleteSlotModalProps {
  open: boolean;
  /** The slot as the viewer knows it, e.g. 'Tue, Mar 17 · 10:00'. */
  slotLabel: string;
  deleting?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Confirms removing a free slot from the stylist's availability. */
export function DeleteSlotModal({ open, slotLabel, deleting, onConfirm, onCancel }: DeleteSlotModalProps) {
  return (
    <ConfirmModal
      open={open}
      title="Delete Slot"
      message="Are you sure you want to delete this Slot?"
      detail={slotLabel}
      confirmLabel="Delete"
      cancelLabel="Cancel"
      confirmVariant="danger"
      confirming={deleting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
