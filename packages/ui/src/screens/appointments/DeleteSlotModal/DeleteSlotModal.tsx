import type { ConfirmActions } from '@salon/ui/patterns/ConfirmModal';
import { DeleteModal } from '@salon/ui/patterns/DeleteModal';

export interface DeleteSlotModalProps extends ConfirmActions {
  /** The slot as the viewer knows it, e.g. 'Tue, Mar 17 · 10:00'. */
  slotLabel: string;
  deleting?: boolean;
}

/** Confirms removing a free slot from the stylist's availability. */
export function DeleteSlotModal({ slotLabel, deleting, ...actions }: DeleteSlotModalProps) {
  return <DeleteModal {...actions} item="Slot" detail={slotLabel} confirming={deleting} />;
}
