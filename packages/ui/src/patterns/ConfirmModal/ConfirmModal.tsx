import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import type { ButtonVariant } from '../../primitives/Button';
import { Modal } from '../../primitives/Modal';
import { Detail, Message } from './ConfirmModal.styles';

/** What every confirmation modal takes from its container: whether it shows and the two answers. */
export interface ConfirmActions {
  open: boolean;
  onConfirm: () => void;
  /** Cancel button, Escape, close button and backdrop. */
  onCancel: () => void;
}

export interface ConfirmModalProps extends ConfirmActions {
  title: ReactNode;
  /** The question, e.g. 'Are you sure you want to log out?'. */
  message: ReactNode;
  /** Secondary text under the message. */
  detail?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Style of the confirm button; 'danger' for destructive actions. */
  confirmVariant?: ButtonVariant;
  /** While true the confirm button shows a spinner and nothing can be dismissed. */
  confirming?: boolean;
}

/** A yes/no question in a modal. */
export function ConfirmModal({
  open,
  title,
  message,
  detail,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  confirmVariant = 'primary',
  confirming = false,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  const messageId = useId();
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      dismissible={!confirming}
      describedBy={messageId}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={confirming}>
            {cancelLabel}
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} loading={confirming}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div id={messageId}>
        <Message>{message}</Message>
        {detail && <Detail>{detail}</Detail>}
      </div>
    </Modal>
  );
}
