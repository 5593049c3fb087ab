import type { ConfirmActions } from '@salon/ui/patterns/ConfirmModal';
import { DeleteModal } from '@salon/ui/patterns/DeleteModal';

export interface CompanyDeleteModalProps extends ConfirmActions {
  /** The company's name, shown under the question. */
  name?: string;
  submitting?: boolean;
}

/** Delete of a Company row, worded like the spec's other delete confirmations (spec 1 §8). */
export function CompanyDeleteModal({ name, submitting, ...actions }: CompanyDeleteModalProps) {
  return <DeleteModal {...actions} item="Company" detail={name} confirming={submitting} />;
}
