import { forgotPassword } from '@salon/api/customer-accounts/endpoints';
import { useApiMutation } from '../core';
import { authKeys } from './keys';

/**
 * `PATCH /users/forgot-password` without a salon: staff's own reset link, to the dashboard. The answer
 * is the same for any e-mail.
 */
export function useStaffForgotPassword() {
  return useApiMutation(authKeys.forgotPassword, (api, arg: string) =>
    api(forgotPassword, { query: {}, body: { email: arg } }),
  );
}
