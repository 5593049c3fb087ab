import { forgotPassword } from '@salon/api/customer-accounts/endpoints';
import { useApiMutation } from '../core';
import { customerKeys } from './keys';

/** `PATCH /users/forgot-password?name=`: Password assistance; the answer is the same for any e-mail. */
export function useForgotPassword(salonName: string) {
  return useApiMutation([...customerKeys.forgotPassword, salonName], (api, arg: string) =>
    api(forgotPassword, { query: { name: salonName }, body: { email: arg } }),
  );
}
