export {
  hasErrors,
  isBlank,
  isEmail,
  isStrongPassword,
  phoneDigits,
  PASSWORD_MIN_LENGTH,
  PHONE_LENGTH,
} from './rules';
export type { FormErrors } from './rules';
