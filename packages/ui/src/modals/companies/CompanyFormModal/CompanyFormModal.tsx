import { hasErrors, phoneDigits } from '@salon/ui/forms';
import { FormField } from '@salon/ui/patterns/FormField';
import { Button } from '@salon/ui/primitives/Button';
import { Modal } from '@salon/ui/primitives/Modal';
import { PhoneInput } from '@salon/ui/primitives/PhoneInput';
import { TextInput } from '@salon/ui/primitives/TextInput';
import { useState, type FormEvent } from 'react';
import { Form, Row, ServerError } from './CompanyFormModal.styles';
import { validateCompany, type CompanyFormErrors, type CompanyFormValues } from './validate-company';

export interface CompanyFormModalProps {
  open: boolean;
  onClose: () => void;
  /** 'update' edits a company (heading 'Update Company'); 'create' adds one ('Add Company'). */
  mode: 'create' | 'update';
  initialValues: CompanyFormValues;
  /** Called with valid values only; the phone as 10 digits and texts trimmed. */
  onSubmit: (values: CompanyFormValues) => void;
  submitting?: boolean;
  /** The server's message (e.g. an e-mail already in use), shown in the form. */
  serverError?: string | null;
}

export const EMPTY_COMPANY_FORM: CompanyFormValues = { name: '', email: '', phone: '', address: '' };

const FORM_ID = 'company-form';

/** The shared Add/Update Company modal (spec 1 §5 "Company"). */
export function CompanyFormModal(props: CompanyFormModalProps) {
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={props.mode === 'update' ? 'Update Company' : 'Add Company'}
      dismissible={!props.submitting}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose} disabled={props.submitting}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={props.submitting}>
            {props.mode === 'update' ? 'Update' : 'Submit'}
          </Button>
        </>
      }
    >
      {props.open && <CompanyForm {...props} />}
    </Modal>
  );
}

function CompanyForm({ initialValues, onSubmit, submitting = false, serverError }: CompanyFormModalProps) {
  const [values, setValues] = useState<CompanyFormValues>(initialValues);
  const [errors, setErrors] = useState<CompanyFormErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const change = (field: keyof CompanyFormValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateCompany(next));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateCompany(values);
    setSubmitted(true);
    setErrors(found);
    if (hasErrors(found)) return;
    onSubmit({
      name: values.name.trim(),
      email: values.email.trim(),
      phone: phoneDigits(values.phone),
      address: values.address.trim(),
    });
  };

  const text = (name: 'name' | 'email' | 'address', label: string, type = 'text') => (
    <FormField label={label} htmlFor={`company-${name}`} error={errors[name]}>
      {(control) => (
        <TextInput
          {...control}
          type={type}
          autoComplete="off"
          value={values[name]}
          disabled={submitting}
          onChange={(event) => change(name, event.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <Form id={FORM_ID} noValidate onSubmit={submit}>
      {serverError && <ServerError role="alert">{serverError}</ServerError>}
      {text('name', 'Company Name')}
      <Row>
        {text('email', 'Email', 'email')}
        <FormField label="Phone" htmlFor="company-phone" error={errors.phone}>
          {(control) => (
            <PhoneInput
              {...control}
              autoComplete="off"
              value={values.phone}
              disabled={submitting}
              onChange={(digits) => change('phone', digits)}
            />
          )}
        </FormField>
      </Row>
      {text('address', 'Address')}
    </Form>
  );
}
