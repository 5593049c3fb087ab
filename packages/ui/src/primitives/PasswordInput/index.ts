export { PasswordInput } from './PasswordInput';
export type { PasswordInputProps } from './PasswordInput';
