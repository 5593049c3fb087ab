import { failing, useValidatedForm } from '@salon/ui/forms';
import { FormModal, type FormModalState } from '@salon/ui/forms/FormModal';
import { ServerError } from '@salon/ui/forms/ServerError';
import { TextAreaField } from '@salon/ui/forms/TextAreaField';
import { useId } from 'react';
import { Form, Subject } from './TextModal.styles';
import { requiredText } from './validate-text';

export interface TextModalProps extends FormModalState {
  title: string;
  /** Who the text is about, shown under the heading. */
  subject?: string;
  label: string;
  /** Shown when the text is blank. */
  requiredMessage: string;
  submitLabel: string;
  initialValue?: string;
  maxLength?: number;
  /** Called with the trimmed text. */
  onSubmit: (text: string) => void;
}

/** One required text in a modal: the Notes and Send Message modals of the Users list. */
export function TextModal(props: TextModalProps) {
  const formId = useId();
  return (
    <FormModal {...props} title={props.title} formId={formId} submitLabel={props.submitLabel}>
      <TextForm {...props} formId={formId} />
    </FormModal>
  );
}

function TextForm({
  formId,
  subject,
  label,
  requiredMessage,
  initialValue = '',
  maxLength = 1000,
  onSubmit,
  serverError,
}: TextModalProps & { formId: string }) {
  const { field, handleSubmit } = useValidatedForm({ text: initialValue }, ({ text }) =>
    failing({ text: requiredText(text, requiredMessage) ?? undefined }),
  );
  const fieldId = `${formId}-text`;

  return (
    <Form id={formId} noValidate onSubmit={handleSubmit(({ text }) => onSubmit(text.trim()))}>
      {subject && <Subject>{subject}</Subject>}
      <ServerError message={serverError} />
      <TextAreaField label={label} id={fieldId} rows={5} maxLength={maxLength} {...field('text')} />
    </Form>
  );
}
