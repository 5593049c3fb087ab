import { hasErrors, phoneDigits } from '@salon/ui/forms';
import { FormField } from '@salon/ui/patterns/FormField';
import { Button } from '@salon/ui/primitives/Button';
import { Modal } from '@salon/ui/primitives/Modal';
import { PasswordInput } from '@salon/ui/primitives/PasswordInput';
import { PhoneInput } from '@salon/ui/primitives/PhoneInput';
import { Select } from '@salon/ui/primitives/Select';
import { TextInput } from '@salon/ui/primitives/TextInput';
import { useState, type FormEvent } from 'react';
import { ImagePicker } from '../../salons/ImagePicker';
import { Form, ServerError } from './StylistFormModal.styles';
import {
  validateStylist,
  type StylistFormErrors,
  type StylistFormValues,
  type StylistGender,
} from './validate-stylist';

export interface StylistFormModalProps {
  open: boolean;
  onClose: () => void;
  /** 'create' shows the password and requires a photo ('Add New Stylist'); 'update' edits ('Update Stylist'). */
  mode: 'create' | 'update';
  initialValues: StylistFormValues;
  /** The stored photo's URL when updating. */
  currentPhotoUrl?: string | null;
  /** Called with valid values only; the phone as 10 digits. */
  onSubmit: (values: StylistFormValues) => void;
  submitting?: boolean;
  /** The server's message (e.g. a taken e-mail), shown in the form. */
  serverError?: string | null;
}

const FORM_ID = 'stylist-form';
const GENDERS: { value: StylistGender; label: string }[] = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
];

/** Add New Stylist / Update Stylist (spec 1 §2, §5). */
export function StylistFormModal(props: StylistFormModalProps) {
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={props.mode === 'create' ? 'Add New Stylist' : 'Update Stylist'}
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
  currentPhotoUrl,
  onSubmit,
  submitting = false,
  serverError,
}: StylistFormModalProps) {
  const [values, setValues] = useState<StylistFormValues>(initialValues);
  const [errors, setErrors] = useState<StylistFormErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const change = <K extends keyof StylistFormValues>(field: K, value: StylistFormValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateStylist(next, mode));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateStylist(values, mode);
    setSubmitted(true);
    setErrors(found);
    if (!hasErrors(found)) onSubmit({ ...values, phone: phoneDigits(values.phone) });
  };

  const text = (name: 'name' | 'email' | 'address', label: string, type = 'text', autoComplete?: string) => (
    <FormField label={label} htmlFor={`stylist-${name}`} error={errors[name]}>
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
      <FormField label="Phone" htmlFor="stylist-phone" error={errors.phone}>
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
      <FormField label="Gender" htmlFor="stylist-gender" error={errors.gender}>
        {(control) => (
          <Select<StylistGender>
            {...control}
            options={GENDERS}
            value={values.gender}
            placeholder="Select gender"
            isDisabled={submitting}
            onChange={(gender) => change('gender', gender)}
          />
        )}
      </FormField>
      {mode === 'create' && (
        <FormField label="Password" htmlFor="stylist-password" error={errors.password}>
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
      <FormField label="Photo" htmlFor="stylist-photo" error={errors.photo}>
        {(control) => (
          <ImagePicker
            id={control.id}
            aria-describedby={control['aria-describedby']}
            aria-invalid={control['aria-invalid']}
            file={values.photo}
            currentUrl={currentPhotoUrl}
            previewAlt="Stylist photo"
            disabled={submitting}
            onChange={(photo) => change('photo', photo)}
          />
        )}
      </FormField>
    </Form>
  );
}
