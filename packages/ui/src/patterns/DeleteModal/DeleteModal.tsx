import type { ReactNode } from 'react';
import { ConfirmModal, type ConfirmActions } from '../ConfirmModal';

export interface DeleteModalProps extends ConfirmActions {
  /** The thing as the question names it: 'Are you sure you want to delete this {item}?'. */
  item: string;
  /** Defaults to 'Delete {item}'. */
  title?: string;
  /** Secondary text under the question, e.g. the row's name. */
  detail?: ReactNode;
  /** While true the Delete button spins and nothing can be dismissed. */
  confirming?: boolean;
}

/** The spec's delete confirmation: Delete (danger) and Cancel. */
export function DeleteModal({ item, title = `Delete ${item}`, ...rest }: DeleteModalProps) {
  return (
    <ConfirmModal
      {...rest}
      title={title}
      message={`Are you sure you want to delete this ${item}?`}
      confirmLabel="Delete"
      cancelLabel="Cancel"
      confirmVariant="danger"
    />
  );
}
