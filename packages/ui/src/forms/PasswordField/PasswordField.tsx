import { FormField } from '@salon/ui/patterns/FormField';
import { PasswordInput, type PasswordInputProps } from '@salon/ui/primitives/PasswordInput';
import type { TextControlProps } from '../field-props';

export type PasswordFieldProps = TextControlProps<PasswordInputProps>;

/** A labelled password input with its show/hide toggle, hint and error. */
export function PasswordField({ label, id, error, hint, required, onChange, ...input }: PasswordFieldProps) {
  return (
    <FormField label={label} htmlFor={id} error={error} hint={hint} required={required}>
      {(control) => (
        <PasswordInput {...control} {...input} onChange={(event) => onChange(event.target.value)} />
      )}
    </FormField>
  );
}
