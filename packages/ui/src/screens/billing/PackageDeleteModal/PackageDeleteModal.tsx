import type { ConfirmActions } from '@salon/ui/patterns/ConfirmModal';
import { DeleteModal } from '@salon/ui/patterns/DeleteModal';

export interface PackageDeleteModalProps extends ConfirmActions {
  /** The package's name, shown under the question. */
  name?: string;
  submitting?: boolean;
}

/** Delete of a subscription package with its plans. */
export function PackageDeleteModal({ name, submitting, ...actions }: PackageDeleteModalProps) {
  return (
    <DeleteModal
      {...actions}
      item="Package"
      detail={name ? `${name} and its plans will be deleted.` : undefined}
      confirming={submitting}
    />
  );
}
