import { FormField } from '@salon/ui/patterns/FormField';
import { TextArea, type TextAreaProps } from '@salon/ui/primitives/TextArea';
import type { TextControlProps } from '../field-props';

export type TextAreaFieldProps = TextControlProps<TextAreaProps>;

/** A labelled multi-line text input with its hint and error (FormField + TextArea). */
export function TextAreaField({
  label,
  id,
  error,
  hint,
  required,
  onChange,
  ...textArea
}: TextAreaFieldProps) {
  return (
    <FormField label={label} htmlFor={id} error={error} hint={hint} required={required}>
      {(control) => (
        <TextArea {...control} {...textArea} onChange={(event) => onChange(event.target.value)} />
      )}
    </FormField>
  );
}
