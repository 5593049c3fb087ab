import { Button } from '@salon/ui/primitives/Button';
import { Modal, type ModalSize } from '@salon/ui/primitives/Modal';
import type { ComponentType, ReactNode } from 'react';
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

/** A form modal's heading and submit button label. */
export interface FormModalTexts {
  title: ReactNode;
  submitLabel: ReactNode;
}

/** A create-or-update form's mode. */
export type FormMode = 'create' | 'update';

/** How a form modal frames its form: the form's id, the modal's size, and its heading and submit label. */
export interface FormModalFrame<P> {
  /** Id of the form, which the submit button submits. */
  formId: string;
  size?: ModalSize;
  /** Fixed, or read from the modal's props (e.g. `byMode`). */
  texts: FormModalTexts | ((props: P) => FormModalTexts);
}

/**
 * The component of a modal holding one form: `Form` gets the modal's props and is framed by a
 * FormModal with `frame`'s id, size and texts (so it mounts only while open and starts afresh).
 */
export function formModalOf<P extends FormModalState>(Form: ComponentType<P>, frame: FormModalFrame<P>) {
  return function FramedFormModal(props: P) {
    const texts = typeof frame.texts === 'function' ? frame.texts(props) : frame.texts;
    return (
      <FormModal {...props} {...texts} size={frame.size} formId={frame.formId}>
        <Form {...props} />
      </FormModal>
    );
  };
}

/** A create-or-update form modal's texts, picked by its `mode`. */
export function byMode(texts: Record<FormMode, FormModalTexts>) {
  return ({ mode }: { mode: FormMode }) => texts[mode];
}
