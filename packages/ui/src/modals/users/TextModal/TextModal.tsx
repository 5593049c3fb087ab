import { FormField } from '@salon/ui/patterns/FormField';
import { Button } from '@salon/ui/primitives/Button';
import { Modal } from '@salon/ui/primitives/Modal';
import { TextArea } from '@salon/ui/primitives/TextArea';
import { useId, useState, type FormEvent } from 'react';
import { Form, ServerError, Subject } from './TextModal.styles';
import { requiredText } from './validate-text';

export interface TextModalProps {
  open: boolean;
  onClose: () => void;
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
  submitting?: boolean;
  serverError?: string | null;
}

/** One required text in a modal: the Notes and Send Message modals of the Users list. */
export function TextModal(props: TextModalProps) {
  const formId = useId();
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      dismissible={!props.submitting}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose} disabled={props.submitting}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={props.submitting}>
            {props.submitLabel}
          </Button>
        </>
      }
    >
      {props.open && <TextForm {...props} formId={formId} />}
    </Modal>
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
  submitting = false,
  serverError,
}: TextModalProps & { formId: string }) {
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const fieldId = `${formId}-text`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = requiredText(value, requiredMessage);
    setSubmitted(true);
    setError(found);
    if (!found) onSubmit(value.trim());
  };

  return (
    <Form id={formId} noValidate onSubmit={submit}>
      {subject && <Subject>{subject}</Subject>}
      {serverError && <ServerError role="alert">{serverError}</ServerError>}
      <FormField label={label} htmlFor={fieldId} error={error}>
        {(control) => (
          <TextArea
            {...control}
            rows={5}
            maxLength={maxLength}
            value={value}
            disabled={submitting}
            onChange={(event) => {
              setValue(event.target.value);
              if (submitted) setError(requiredText(event.target.value, requiredMessage));
            }}
          />
        )}
      </FormField>
    </Form>
  );
}
