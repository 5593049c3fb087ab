import { Button } from '@salon/ui/primitives/Button';
import { Modal } from '@salon/ui/primitives/Modal';
import { Spinner } from '@salon/ui/primitives/Spinner';
import { useId } from 'react';
import { Body, ErrorText, Message, Working } from './UnblockSlotModal.styles';

export interface UnblockSlotModalProps {
  open: boolean;
  /** The slot, e.g. 'Tue, Mar 17 · 13:00'. */
  slotLabel: string;
  /** True while the server unblocks the slot. */
  submitting?: boolean;
  serverError?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Makes a blocked slot (its appointment was canceled) bookable again. The server re-checks the slot
 * against every appointment, which can take a while: the modal says so and cannot be dismissed meanwhile.
 */
export function UnblockSlotModal({
  open,
  slotLabel,
  submitting = false,
  serverError,
  onConfirm,
  onClose,
}: UnblockSlotModalProps) {
  const describedBy = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Unblock Slot"
      size="sm"
      dismissible={!submitting}
      describedBy={describedBy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button onClick={onConfirm} loading={submitting}>
            Unblock
          </Button>
        </>
      }
    >
      <Body id={describedBy}>
        <Message>
          Are you sure you want to unblock this slot? <strong>{slotLabel}</strong> becomes available for
          booking again.
        </Message>
        {submitting && (
          <Working role="status">
            <Spinner size="sm" decorative />
            Unblocking slot. Please wait it may take a while
          </Working>
        )}
        {serverError && <ErrorText role="alert">{serverError}</ErrorText>}
      </Body>
    </Modal>
  );
}
