import { phoneDigits, type FormErrors } from './rules';
import { useValidatedForm } from './use-validated-form';

/**
 * A validated form of someone's contact details (a salon, a stylist, a staff member, the profile):
 * `useValidatedForm`'s state, and `submit`, the form's submit handler, which sends the valid values to
 * `onSubmit` with the phone as its 10 digits.
 */
export function useContactForm<Values extends { phone: string }, Field extends string>(
  initialValues: Values,
  validate: (values: Values) => FormErrors<Field>,
  onSubmit: (values: Values) => void,
) {
  const form = useValidatedForm(initialValues, validate);
  const submit = form.handleSubmit((valid) => onSubmit({ ...valid, phone: phoneDigits(valid.phone) }));
  return { ...form, submit };
}
