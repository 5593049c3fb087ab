export { SetNewPasswordScreen } from './SetNewPasswordScreen';
export type { SetNewPasswordScreenProps } from './SetNewPasswordScreen';
export { validateSetNewPassword } from './validate-set-new-password';
export type { SetNewPasswordErrors, SetNewPasswordValues } from './validate-set-new-password';
