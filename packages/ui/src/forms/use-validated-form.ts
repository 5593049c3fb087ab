import { useEffect, useState, type FormEvent } from 'react';
import { hasErrors, type FormErrors } from './rules';

/**
 * Focus on the form's first field marked invalid (a field, or the first control of an invalid group such
 * as a radio fieldset), so a keyboard or screen-reader user lands on what to fix.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return;
  const target = invalid.matches('input, select, textarea, button')
    ? invalid
    : invalid.querySelector<HTMLElement>('input:not([disabled]), select, textarea, button');
  target?.focus();
}

/**
 * The state of a validated form: messages appear on submit, and after the first submit every change
 * checks again (so a message goes as soon as its field is fixed). A refused submit moves the focus to the
 * first field in error.
 */
export function useValidatedForm<Values, Field extends string>(
  initialValues: Values,
  validate: (values: Values) => FormErrors<Field>,
) {
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<{ form: HTMLFormElement } | null>(null);
  useEffect(() => {
    if (refused) focusFirstInvalid(refused.form);
  }, [refused]);

  /** Replaces all values. */
  const update = (next: Values) => {
    setValues(next);
    if (submitted) setErrors(validate(next));
  };

  const change = <K extends keyof Values>(field: K, value: Values[K]) =>
    update({ ...values, [field]: value });

  /** A field's binding to the form, to spread on a field component: its value, message and change. */
  const field = <K extends keyof Values & string>(name: K) => ({
    value: values[name],
    error: (errors as Partial<Record<string, string>>)[name],
    onChange: (value: Values[K]) => change(name, value),
  });

  /** The form's submit handler: checks the values and calls `onValid` with them when nothing failed. */
  const handleSubmit = (onValid: (values: Values) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setSubmitted(true);
    setErrors(found);
    if (hasErrors(found)) setRefused({ form: event.currentTarget });
    else onValid(values);
  };

  return { values, errors, setErrors, submitted, update, change, field, handleSubmit };
}
