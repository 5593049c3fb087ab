import { failing, passwordError, type FormErrors } from '@salon/ui/forms';

export interface SetNewPasswordValues {
  password: string;
  confirmPassword: string;
}

export type SetNewPasswordErrors = FormErrors<keyof SetNewPasswordValues>;

/**
 * The new password follows the shared rule (8 characters with a letter, a digit and one of $@!%*?&);
 * the re-entry uses the sign-up's wording ('Please re-enter password', 'Password does not match').
 */
export function validateSetNewPassword(values: SetNewPasswordValues): SetNewPasswordErrors {
  return failing<keyof SetNewPasswordValues>({
    password: passwordError(values.password, 'Please enter valid password'),
    confirmPassword:
      values.confirmPassword === ''
        ? 'Please re-enter password'
        : values.confirmPassword === values.password
          ? undefined
          : 'Password does not match',
  });
}
