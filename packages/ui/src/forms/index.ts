export {
  addressError,
  contactChecks,
  contactPayload,
  emailError,
  INVALID_EMAIL,
  INVALID_EMAIL_ADDRESS,
  nameError,
  passwordError,
  phoneError,
} from './contact-rules';
export type { ContactValues } from './contact-rules';
export type { FieldProps, TextControlProps } from './field-props';
export { GENDER_OPTIONS } from './genders';
export type { Gender } from './genders';
export {
  failing,
  hasErrors,
  isBlank,
  isEmail,
  isStrongPassword,
  phoneDigits,
  PASSWORD_MIN_LENGTH,
  PHONE_LENGTH,
} from './rules';
export type { FormErrors } from './rules';
export { useObjectUrl } from './use-object-url';
export { WEEK_DAY_LABELS, WEEK_DAYS } from './week-days';
export type { WeekDay } from './week-days';
export { focusFirstInvalid, useValidatedForm } from './use-validated-form';
export { useContactForm } from './use-contact-form';
export { countryOptions, timeZoneOptions } from './place-options';
