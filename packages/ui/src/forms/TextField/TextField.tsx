import { FormField } from '@salon/ui/patterns/FormField';
import { TextInput, type TextInputProps } from '@salon/ui/primitives/TextInput';
import type { TextControlProps } from '../field-props';

export type TextFieldProps = TextControlProps<TextInputProps>;

/** A labelled one-line text input with its hint and error (FormField + TextInput). */
export function TextField({ label, id, error, hint, required, onChange, ...input }: TextFieldProps) {
  return (
    <FormField label={label} htmlFor={id} error={error} hint={hint} required={required}>
      {(control) => <TextInput {...control} {...input} onChange={(event) => onChange(event.target.value)} />}
    </FormField>
  );
}
