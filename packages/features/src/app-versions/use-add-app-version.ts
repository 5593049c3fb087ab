import { addAppVersion } from '@salon/api/app-versions/endpoints';
import type { AppVersion, AppVersionBody } from '@salon/api/app-versions/schemas';
import type { ApiResult } from '@salon/api/client';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { appVersionsKeys } from './keys';

/** `POST /version/add-version`: adds an app version to a salon. */
export function useAddAppVersion() {
  const api = useApi();
  return useSWRMutation<ApiResult<AppVersion>, ApiError, typeof appVersionsKeys.add, AppVersionBody>(
    appVersionsKeys.add,
    (_key, { arg }) => api(addAppVersion, { body: arg }),
  );
}
