import type { ApiResult } from '@salon/api/client';
import { resetPassword } from '@salon/api/customer-accounts/endpoints';
import type { ResetPasswordBody } from '@salon/api/customer-accounts/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { customerKeys } from './keys';

/** `POST /users/reset-password`: sets the password of the e-mailed link's account. */
export function useResetPassword() {
  const api = useApi();
  return useSWRMutation<ApiResult<unknown>, ApiError, typeof customerKeys.resetPassword, ResetPasswordBody>(
    customerKeys.resetPassword,
    (_key, { arg }) => api(resetPassword, { body: arg }),
  );
}
