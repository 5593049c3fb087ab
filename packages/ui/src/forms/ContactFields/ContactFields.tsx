import type { ContactValues } from '../contact-rules';
import { PhoneField } from '../PhoneField';
import type { FormErrors } from '../rules';
import { TextField } from '../TextField';

export interface ContactFieldsProps {
  /** Prefix of the inputs' ids: `<prefix>-name`, `-email`, `-phone` and `-address`. */
  idPrefix: string;
  values: ContactValues;
  errors: FormErrors<keyof ContactValues>;
  onChange: (field: keyof ContactValues, value: string) => void;
  disabled?: boolean;
  /** Autofill of name, email and address; off by default (the forms are mostly about someone else). */
  autoComplete?: { name: string; email: string; address: string };
}

const AUTOCOMPLETE_OFF = { name: 'off', email: 'off', address: 'off' };

/** Name, Email, Phone and Address of a person or a salon, one under the other. */
export function ContactFields({
  idPrefix,
  values,
  errors,
  onChange,
  disabled,
  autoComplete = AUTOCOMPLETE_OFF,
}: ContactFieldsProps) {
  const text = (name: 'name' | 'email' | 'address', label: string, type: string) => (
    <TextField
      label={label}
      id={`${idPrefix}-${name}`}
      error={errors[name]}
      type={type}
      autoComplete={autoComplete[name]}
      value={values[name]}
      disabled={disabled}
      onChange={(value) => onChange(name, value)}
    />
  );
  return (
    <>
      {text('name', 'Name', 'text')}
      {text('email', 'Email', 'email')}
      <PhoneField
        label="Phone"
        id={`${idPrefix}-phone`}
        error={errors.phone}
        value={values.phone}
        disabled={disabled}
        onChange={(digits) => onChange('phone', digits)}
      />
      {text('address', 'Address', 'text')}
    </>
  );
}
