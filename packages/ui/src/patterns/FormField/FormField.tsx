import type { ReactNode } from 'react';
import { describedBy, fieldErrorId, fieldHintId } from './field-ids';
import { ErrorText, Field, Hint, Label, RequiredMark } from './FormField.styles';

/** Props FormField hands to a render-function child; spread them on the control. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  invalid: boolean;
  required: boolean | undefined;
}

export interface FormFieldProps {
  /** Visible label text. */
  label: ReactNode;
  /** Id of the control; the label points at it and the error/hint ids derive from it. */
  htmlFor: string;
  /** Validation message, rendered exactly as given, with role="alert". */
  error?: string | null;
  /** Helper text under the control. */
  hint?: ReactNode;
  /** Shows a required mark beside the label (and passes `required` to a render-function child). */
  required?: boolean;
  /**
   * The control. Either a node (give it `id={htmlFor}` yourself), or a function receiving
   * `{ id, aria-describedby, aria-invalid, invalid, required }` to spread on the control.
   */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
  className?: string;
}

/** Label + control + hint + error, wired together for assistive technology. */
export function FormField({ label, htmlFor, error, hint, required, children, className }: FormFieldProps) {
  const hasError = error !== undefined && error !== null && error !== '';
  const hasHint = hint !== undefined && hint !== null && hint !== false;
  const control: FieldControlProps = {
    id: htmlFor,
    'aria-describedby': describedBy(htmlFor, { hint: hasHint, error: hasError }),
    'aria-invalid': hasError || undefined,
    invalid: hasError,
    required,
  };
  return (
    <Field className={className}>
      <Label htmlFor={htmlFor}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Label>
      {typeof children === 'function' ? children(control) : children}
      {hasHint && <Hint id={fieldHintId(htmlFor)}>{hint}</Hint>}
      {hasError && (
        <ErrorText id={fieldErrorId(htmlFor)} role="alert">
          {error}
        </ErrorText>
      )}
    </Field>
  );
}
