import { FormField } from '@salon/ui/patterns/FormField';
import { PhoneInput, type PhoneInputProps } from '@salon/ui/primitives/PhoneInput';
import type { FieldProps } from '../field-props';
import { useFormDisabled } from '../form-disabled';

/** PhoneInput's props (its onChange gets the digits) as a field. */
export type PhoneFieldProps = Omit<PhoneInputProps, 'id' | 'required'> & FieldProps;

/** A labelled phone input (shown 555-010-0100, changed as digits) with its hint and error. */
export function PhoneField({ label, id, error, hint, required, disabled, ...input }: PhoneFieldProps) {
  const off = useFormDisabled(disabled);
  return (
    <FormField label={label} htmlFor={id} error={error} hint={hint} required={required}>
      {(control) => <PhoneInput {...control} {...input} disabled={off} />}
    </FormField>
  );
}
