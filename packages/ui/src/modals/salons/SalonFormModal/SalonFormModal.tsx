import { hasErrors, phoneDigits } from '@salon/ui/forms';
import { FormField } from '@salon/ui/patterns/FormField';
import { Button } from '@salon/ui/primitives/Button';
import { Modal } from '@salon/ui/primitives/Modal';
import { PasswordInput } from '@salon/ui/primitives/PasswordInput';
import { PhoneInput } from '@salon/ui/primitives/PhoneInput';
import { TextInput } from '@salon/ui/primitives/TextInput';
import { useState, type FormEvent } from 'react';
import { ImagePicker } from '../ImagePicker';
import { Form, ServerError } from './SalonFormModal.styles';
import { validateSalon, type SalonFormErrors, type SalonFormValues } from './validate-salon';

export interface SalonFormModalProps {
  open: boolean;
  onClose: () => void;
  /** 'create' shows the password and requires a logo ('Add New Salon'); 'update' edits ('Update Salon'). */
  mode: 'create' | 'update';
  initialValues: SalonFormValues;
  /** The stored logo's URL when updating. */
  currentLogoUrl?: string | null;
  /** Called with valid values only; the phone as 10 digits. */
  onSubmit: (values: SalonFormValues) => void;
  submitting?: boolean;
  /** The server's message (e.g. a taken e-mail), shown in the form. */
  serverError?: string | null;
}

const FORM_ID = 'salon-form';

/** Add New Salon / Update Salon (spec 2 "Salon", spec 1 §5); creating also creates the owner account. */
export function SalonFormModal(props: SalonFormModalProps) {
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={props.mode === 'create' ? 'Add New Salon' : 'Update Salon'}
      dismissible={!props.submitting}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose} disabled={props.submitting}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={props.submitting}>
            {props.mode === 'create' ? 'Add' : 'Update'}
          </Button>
        </>
      }
    >
      {props.open && <StylistForm {...props} />}
    </Modal>
  );
}

function StylistForm({
  mode,
  initialValues,
  currentLogoUrl,
  onSubmit,
  submitting = false,
  serverError,
}: SalonFormModalProps) {
  const [values, setValues] = useState<SalonFormValues>(initialValues);
  const [errors, setErrors] = useState<SalonFormErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const change = <K extends keyof SalonFormValues>(field: K, value: SalonFormValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateSalon(next, mode));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSalon(values, mode);
    setSubmitted(true);
    setErrors(found);
    if (!hasErrors(found)) onSubmit({ ...values, phone: phoneDigits(values.phone) });
  };

  const text = (name: 'name' | 'email' | 'address', label: string, type = 'text', autoComplete?: string) => (
    <FormField label={label} htmlFor={`salon-${name}`} error={errors[name]}>
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
      {text('name', 'Name', 'text', 'off')}
      {text('email', 'Email', 'email', 'off')}
      <FormField label="Phone" htmlFor="salon-phone" error={errors.phone}>
        {(control) => (
          <PhoneInput
            {...control}
            value={values.phone}
            disabled={submitting}
            onChange={(digits) => change('phone', digits)}
          />
        )}
      </FormField>
      {text('address', 'Address', 'text', 'off')}
      <FormField label="Logo" htmlFor="salon-logo" error={errors.logo}>
        {(control) => (
          <ImagePicker
            id={control.id}
            aria-describedby={control['aria-describedby']}
            aria-invalid={control['aria-invalid']}
            file={values.logo}
            currentUrl={currentLogoUrl}
            previewAlt="Salon logo"
            disabled={submitting}
            onChange={(logo) => change('logo', logo)}
          />
        )}
      </FormField>
      {mode === 'create' && (
        <FormField label="Password" htmlFor="salon-password" error={errors.password}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              value={values.password}
              disabled={submitting}
              onChange={(event) => change('password', event.target.value)}
            />
          )}
        </FormField>
      )}
    </Form>
  );
}
