import { switchSalon } from '@salon/api/auth/endpoints';
import type { UserInfo } from '@salon/api/auth/schemas';
import type { ApiResult } from '@salon/api/client';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { frameKeys } from './keys';

/** `PATCH /users/update-salon-for-superadmin?salonID=`; resolves with the new userInfo and the message. */
export function useSwitchSalon() {
  const api = useApi();
  return useSWRMutation<ApiResult<UserInfo>, ApiError, typeof frameKeys.switchSalon, string>(
    frameKeys.switchSalon,
    (_key, { arg: salonID }) => api(switchSalon, { query: { salonID } }),
  );
}
