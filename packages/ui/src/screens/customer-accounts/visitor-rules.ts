import { emailError, isBlank, phoneError } from '@salon/ui/forms';

/**
 * A site visitor's name, e-mail, phone and gender checked with the site's wording (spec 2 §5 "Public
 * booking" and "Public create account"), in the forms' order; a message, or undefined where it passes.
 */
export function visitorChecks(values: { name: string; email: string; phone: string; gender: string }) {
  return {
    name: isBlank(values.name) ? 'Please enter your Name' : undefined,
    email: emailError(values.email, 'Invalid Email', 'Please enter your Email'),
    phone: phoneError(values.phone, 'Please enter your phone number.', 'Phone number must be of 10 digits.'),
    gender: values.gender === '' ? 'Please select your gender' : undefined,
  };
}
