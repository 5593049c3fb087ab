import type { ConfirmActions } from '@salon/ui/patterns/ConfirmModal';
import { DeleteModal } from '@salon/ui/patterns/DeleteModal';

export interface ServiceDeleteModalProps extends ConfirmActions {
  kind: 'category' | 'service';
  /** The row's title, shown under the question. */
  title?: string;
  submitting?: boolean;
}

/** Delete of a category or a service; a category with services is refused by the server (409). */
export function ServiceDeleteModal({ kind, title, submitting, ...actions }: ServiceDeleteModalProps) {
  return (
    <DeleteModal
      {...actions}
      item={kind === 'category' ? 'Category' : 'Service'}
      detail={title}
      confirming={submitting}
    />
  );
}
