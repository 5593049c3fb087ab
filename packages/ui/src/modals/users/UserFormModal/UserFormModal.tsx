import { hasErrors, phoneDigits } from '@salon/ui/forms';
import { FormField } from '@salon/ui/patterns/FormField';
import { Button } from '@salon/ui/primitives/Button';
import { Modal } from '@salon/ui/primitives/Modal';
import { PhoneInput } from '@salon/ui/primitives/PhoneInput';
import { Select, type SelectOption } from '@salon/ui/primitives/Select';
import { TextArea } from '@salon/ui/primitives/TextArea';
import { TextInput } from '@salon/ui/primitives/TextInput';
import { useState, type FormEvent } from 'react';
import { Form, Row, ServerError } from './UserFormModal.styles';
import { validateUser, type UserFormErrors, type UserFormValues } from './validate-user';

export interface UserFormModalProps {
  open: boolean;
  onClose: () => void;
  /** 'update' edits an existing user (heading 'Update User'); 'create' adds one ('Add New User'). */
  mode: 'create' | 'update';
  initialValues: UserFormValues;
  /** The salon's enabled stylists. */
  stylistOptions: readonly SelectOption<string>[];
  stylistsLoading?: boolean;
  /** Called with valid values only; the phone as 10 digits and texts trimmed. */
  onSubmit: (values: UserFormValues) => void;
  submitting?: boolean;
  /** The server's message (e.g. an e-mail already in use), shown in the form. */
  serverError?: string | null;
}

export const EMPTY_USER_FORM: UserFormValues = {
  name: '',
  email: '',
  phone: '',
  gender: null,
  stylist: null,
  clientNote: '',
};

const GENDER_OPTIONS: SelectOption<'male' | 'female'>[] = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
];

const FORM_ID = 'user-form';

/** The shared Add/Update User modal (spec 1 §2, validation §5). */
export function UserFormModal(props: UserFormModalProps) {
  const title = props.mode === 'update' ? 'Update User' : 'Add New User';
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={title}
      size="lg"
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
      {props.open && <UserForm {...props} />}
    </Modal>
  );
}

function UserForm({
  initialValues,
  stylistOptions,
  stylistsLoading = false,
  onSubmit,
  submitting = false,
  serverError,
}: UserFormModalProps) {
  const [values, setValues] = useState<UserFormValues>(initialValues);
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const change = <K extends keyof UserFormValues>(field: K, value: UserFormValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateUser(next));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateUser(values);
    setSubmitted(true);
    setErrors(found);
    if (hasErrors(found)) return;
    onSubmit({
      ...values,
      name: values.name.trim(),
      email: values.email.trim(),
      phone: phoneDigits(values.phone),
      clientNote: values.clientNote.trim(),
    });
  };

  return (
    <Form id={FORM_ID} noValidate onSubmit={submit}>
      {serverError && <ServerError role="alert">{serverError}</ServerError>}
      <Row>
        <FormField label="Name" htmlFor="user-name" error={errors.name}>
          {(control) => (
            <TextInput
              {...control}
              autoComplete="off"
              value={values.name}
              disabled={submitting}
              onChange={(event) => change('name', event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Email" htmlFor="user-email" error={errors.email}>
          {(control) => (
            <TextInput
              {...control}
              type="email"
              autoComplete="off"
              value={values.email}
              disabled={submitting}
              onChange={(event) => change('email', event.target.value)}
            />
          )}
        </FormField>
      </Row>
      <Row>
        <FormField label="Phone" htmlFor="user-phone" error={errors.phone}>
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
        <FormField label="Gender" htmlFor="user-gender" error={errors.gender}>
          {(control) => (
            <Select<'male' | 'female'>
              {...control}
              options={GENDER_OPTIONS}
              value={values.gender}
              placeholder="Select gender"
              isSearchable={false}
              isDisabled={submitting}
              onChange={(gender) => change('gender', gender)}
            />
          )}
        </FormField>
      </Row>
      <FormField label="Stylist" htmlFor="user-stylist" error={errors.stylist}>
        {(control) => (
          <Select<string>
            {...control}
            options={stylistOptions}
            value={values.stylist}
            placeholder="Select stylist"
            isLoading={stylistsLoading}
            isDisabled={submitting}
            noOptionsMessage="No stylists found"
            onChange={(stylist) => change('stylist', stylist)}
          />
        )}
      </FormField>
      <FormField label="Notes" htmlFor="user-notes" error={errors.clientNote}>
        {(control) => (
          <TextArea
            {...control}
            rows={3}
            maxLength={1000}
            value={values.clientNote}
            disabled={submitting}
            onChange={(event) => change('clientNote', event.target.value)}
          />
        )}
      </FormField>
    </Form>
  );
}
