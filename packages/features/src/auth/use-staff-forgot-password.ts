import type { ApiResult } from '@salon/api/client';
import { forgotPassword } from '@salon/api/customer-accounts/endpoints';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { authKeys } from './keys';

/**
 * `PATCH /users/forgot-password` without a salon: staff's own reset link, to the dashboard. The answer
 * is the same for any e-mail.
 */
export function useStaffForgotPassword() {
  const api = useApi();
  return useSWRMutation<ApiResult<unknown>, ApiError, typeof authKeys.forgotPassword, string>(
    authKeys.forgotPassword,
    (_key, { arg }) => api(forgotPassword, { query: {}, body: { email: arg } }),
  );
}
