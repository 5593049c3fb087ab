import { FormField } from '@salon/ui/patterns/FormField';
import type { FieldProps } from '../field-props';
import { ImagePicker, type ImagePickerProps } from '../ImagePicker';

export type ImageFieldProps = Omit<ImagePickerProps, 'id' | 'aria-describedby' | 'aria-invalid'> &
  Omit<FieldProps, 'required'>;

/** A labelled image upload (a logo, a photo) with a round preview of the chosen or stored image. */
export function ImageField({ label, id, error, hint, ...picker }: ImageFieldProps) {
  return (
    <FormField label={label} htmlFor={id} error={error} hint={hint}>
      {(control) => (
        <ImagePicker
          id={control.id}
          aria-describedby={control['aria-describedby']}
          aria-invalid={control['aria-invalid']}
          {...picker}
        />
      )}
    </FormField>
  );
}
