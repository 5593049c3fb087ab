import type { ComponentPropsWithRef } from 'react';
import { StyledTextArea } from './TextArea.styles';

export type TextAreaProps = ComponentPropsWithRef<'textarea'> & {
  /** Marks the control invalid (red border, aria-invalid). FormField passes it for you. */
  invalid?: boolean;
  /** Let the user resize vertically. Default true. */
  resizable?: boolean;
};

/** A multi-line text input (notes, messages, descriptions). Needs a label, as TextInput does. */
export function TextArea({
  invalid = false,
  resizable = true,
  rows = 4,
  'aria-invalid': ariaInvalid,
  ...rest
}: TextAreaProps) {
  return (
    <StyledTextArea
      rows={rows}
      aria-invalid={ariaInvalid ?? (invalid || undefined)}
      $invalid={invalid}
      $resize={resizable ? 'vertical' : 'none'}
      {...rest}
    />
  );
}
