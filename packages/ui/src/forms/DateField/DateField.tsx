import { FormField } from '@salon/ui/patterns/FormField';
import { DatePicker, type DatePickerProps } from '@salon/ui/primitives/DatePicker';
import type { FieldProps } from '../field-props';
import { useFormDisabled } from '../form-disabled';

/** DatePicker's props as a field: FormField gives the id and `required`. */
export type DateFieldProps = Omit<DatePickerProps, 'id' | 'required'> & FieldProps;

/** A labelled date input with its calendar, hint and error (FormField + DatePicker). */
export function DateField({ label, id, error, hint, required, disabled, ...picker }: DateFieldProps) {
  const off = useFormDisabled(disabled);
  return (
    <FormField label={label} htmlFor={id} error={error} hint={hint} required={required}>
      {(control) => <DatePicker {...control} {...picker} disabled={off} />}
    </FormField>
  );
}
