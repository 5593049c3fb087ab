import { useState, type FormEvent } from 'react';
import { hasErrors, type FormErrors } from './rules';

/**
 * The state of a validated form: messages appear on submit, and after the first submit every change
 * checks again (so a message goes as soon as its field is fixed).
 */
export function useValidatedForm<Values, Field extends string>(
  initialValues: Values,
  validate: (values: Values) => FormErrors<Field>,
) {
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);

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
    if (!hasErrors(found)) onValid(values);
  };

  return { values, errors, setErrors, submitted, update, change, field, handleSubmit };
}
