import { hasErrors, phoneDigits } from '@salon/ui/forms';
import { FormField } from '@salon/ui/patterns/FormField';
import { Button } from '@salon/ui/primitives/Button';
import { Modal } from '@salon/ui/primitives/Modal';
import { PhoneInput } from '@salon/ui/primitives/PhoneInput';
import { Select } from '@salon/ui/primitives/Select';
import { TextInput } from '@salon/ui/primitives/TextInput';
import { useState, type FormEvent } from 'react';
import { Form, ServerError } from './ProfileFormModal.styles';
import { validateProfile, type ProfileFormErrors, type ProfileFormValues } from './validate-profile';

export interface ServiceOption {
  value: string;
  label: string;
}

export interface ProfileFormModalProps {
  open: boolean;
  onClose: () => void;
  /** The profile as it is now. */
  initialValues: ProfileFormValues;
  /** Given for stylists: the services field shows and at least one is required. */
  serviceOptions?: ServiceOption[];
  /** Called with valid values only; the phone as 10 digits. */
  onSubmit: (values: ProfileFormValues) => void;
  submitting?: boolean;
  /** The server's message, shown in the form. */
  serverError?: string | null;
}

const FORM_ID = 'profile-form';

/** 'Edit Profile': name, email, phone, address, and services for stylists. */
export function ProfileFormModal(props: ProfileFormModalProps) {
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title="Edit Profile"
      dismissible={!props.submitting}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose} disabled={props.submitting}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={props.submitting}>
            Save
          </Button>
        </>
      }
    >
      {props.open && <ProfileForm {...props} />}
    </Modal>
  );
}

function ProfileForm({
  initialValues,
  serviceOptions,
  onSubmit,
  submitting = false,
  serverError,
}: ProfileFormModalProps) {
  const [values, setValues] = useState<ProfileFormValues>(initialValues);
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const requireServices = serviceOptions !== undefined;

  const change = <K extends keyof ProfileFormValues>(field: K, value: ProfileFormValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateProfile(next, { requireServices }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateProfile(values, { requireServices });
    setSubmitted(true);
    setErrors(found);
    if (!hasErrors(found)) onSubmit({ ...values, phone: phoneDigits(values.phone) });
  };

  const text = (name: 'name' | 'email' | 'address', label: string, type = 'text', autoComplete?: string) => (
    <FormField label={label} htmlFor={`profile-${name}`} error={errors[name]}>
      {(control) => (
        <TextInput
          {...control}
          type={type}
          autoComplete={autoComplete}
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
      {text('name', 'Name', 'text', 'name')}
      {text('email', 'Email', 'email', 'email')}
      <FormField label="Phone" htmlFor="profile-phone" error={errors.phone}>
        {(control) => (
          <PhoneInput
            {...control}
            value={values.phone}
            disabled={submitting}
            onChange={(digits) => change('phone', digits)}
          />
        )}
      </FormField>
      {text('address', 'Address', 'text', 'street-address')}
      {serviceOptions && (
        <FormField label="Services" htmlFor="profile-services" error={errors.services}>
          {(control) => (
            <Select<string>
              {...control}
              isMulti
              options={serviceOptions}
              value={values.services}
              placeholder="Select services"
              isDisabled={submitting}
              onChange={(services) => change('services', services)}
            />
          )}
        </FormField>
      )}
    </Form>
  );
}
