import { FormField } from '@salon/ui/patterns/FormField';
import { Select, type SelectProps } from '@salon/ui/primitives/Select';
import type { FieldProps } from '../field-props';
import { useFormDisabled } from '../form-disabled';

/** Select's own props, single or multi; FormField gives the ids and `required`. */
type ControlProps<P> = P extends unknown ? Omit<P, 'id' | 'inputId' | 'required'> : never;

export type SelectFieldProps<V extends string | number = string> = FieldProps & ControlProps<SelectProps<V>>;

/** A labelled select (single or multi) with its hint and error (FormField + Select). */
export function SelectField<V extends string | number = string>({
  label,
  id,
  error,
  hint,
  required,
  ...select
}: SelectFieldProps<V>) {
  const off = useFormDisabled(select.isDisabled);
  return (
    <FormField label={label} htmlFor={id} error={error} hint={hint} required={required}>
      {(control) => <Select<V> {...control} {...(select as ControlProps<SelectProps<V>>)} isDisabled={off} />}
    </FormField>
  );
}
