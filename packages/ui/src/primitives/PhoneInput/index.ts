export { PhoneInput } from './PhoneInput';
export type { PhoneInputProps } from './PhoneInput';
export { formatPhone, stripPhone, PHONE_DIGITS, PHONE_DISPLAY_MAX_LENGTH } from './phone';
