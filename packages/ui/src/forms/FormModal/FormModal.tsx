import { Button } from '@salon/ui/primitives/Button';
import { Modal, type ModalSize } from '@salon/ui/primitives/Modal';
import type { ReactNode } from 'react';
import { FormDisabledContext } from '../form-disabled';

/** What every form modal takes from its container, besides its form's own values and submit. */
export interface FormModalState {
  open: boolean;
  onClose: () => void;
  submitting?: boolean;
  /** The server's message, shown in the form. */
  serverError?: string | null;
}

export interface FormModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: ModalSize;
  /** Id of the form in the body, which the submit button submits. */
  formId: string;
  submitLabel: ReactNode;
  /** While true the submit button spins, Cancel and every way of dismissing are off, and so are the fields. */
  submitting?: boolean;
  /** Disables the submit button (e.g. while the form's data loads). */
  submitDisabled?: boolean;
  /** The form; it mounts only while open, so every opening starts afresh. */
  children?: ReactNode;
}

/** A modal holding one form, with Cancel and a submit button in its footer. */
export function FormModal({
  open,
  onClose,
  title,
  size,
  formId,
  submitLabel,
  submitting,
  submitDisabled,
  children,
}: FormModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size={size}
      dismissible={!submitting}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={submitting} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <FormDisabledContext.Provider value={Boolean(submitting)}>{children}</FormDisabledContext.Provider>
    </Modal>
  );
}
