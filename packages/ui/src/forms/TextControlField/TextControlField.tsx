import { FormField } from '@salon/ui/patterns/FormField';
import type { ChangeEvent, ComponentType } from 'react';
import type { TextControlProps } from '../field-props';
import { useFormDisabled } from '../form-disabled';

/** What the field gives its text control besides the control's own props. */
interface TextControlBase {
  disabled?: boolean;
  onChange?: (event: ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) => void;
}

export type TextControlFieldProps<P> = TextControlProps<P> & {
  /** The control: TextInput, TextArea or PasswordInput. */
  control: ComponentType<P>;
};

/**
 * A text control as a labelled field with its hint and error (FormField + the control), changed as
 * text and disabled with its form: the one body of TextField, TextAreaField and PasswordField.
 */
export function TextControlField<P>({
  control,
  label,
  id,
  error,
  hint,
  required,
  onChange,
  ...rest
}: TextControlFieldProps<P>) {
  const Control = control as ComponentType<TextControlBase>;
  const own = rest as TextControlBase;
  const disabled = useFormDisabled(own.disabled);
  return (
    <FormField label={label} htmlFor={id} error={error} hint={hint} required={required}>
      {(field) => (
        <Control {...field} {...own} disabled={disabled} onChange={(event) => onChange(event.target.value)} />
      )}
    </FormField>
  );
}
