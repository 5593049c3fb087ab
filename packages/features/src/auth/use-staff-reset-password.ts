import type { ApiResult } from '@salon/api/client';
import { resetPassword } from '@salon/api/customer-accounts/endpoints';
import type { ResetPasswordBody } from '@salon/api/customer-accounts/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { authKeys } from './keys';

/** `POST /users/reset-password`: sets the password of the e-mailed link's account (any account). */
export function useStaffResetPassword() {
  const api = useApi();
  return useSWRMutation<ApiResult<unknown>, ApiError, typeof authKeys.resetPassword, ResetPasswordBody>(
    authKeys.resetPassword,
    (_key, { arg }) => api(resetPassword, { body: arg }),
  );
}
