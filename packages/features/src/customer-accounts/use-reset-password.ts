import { resetPassword } from '@salon/api/customer-accounts/endpoints';
import type { ResetPasswordBody } from '@salon/api/customer-accounts/schemas';
import { useApiMutation } from '../core';
import { customerKeys } from './keys';

/** `POST /users/reset-password`: sets the password of the e-mailed link's account. */
export function useResetPassword() {
  return useApiMutation(customerKeys.resetPassword, (api, arg: ResetPasswordBody) =>
    api(resetPassword, { body: arg }),
  );
}
