import type { ApiResult } from '@salon/api/client';
import { forgotPassword } from '@salon/api/customer-accounts/endpoints';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { customerKeys } from './keys';

/** `PATCH /users/forgot-password?name=`: Password assistance; the answer is the same for any e-mail. */
export function useForgotPassword(salonName: string) {
  const api = useApi();
  return useSWRMutation<
    ApiResult<unknown>,
    ApiError,
    readonly [...typeof customerKeys.forgotPassword, string],
    string
  >([...customerKeys.forgotPassword, salonName], (_key, { arg }) =>
    api(forgotPassword, { query: { name: salonName }, body: { email: arg } }),
  );
}
