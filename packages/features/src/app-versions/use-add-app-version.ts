import { addAppVersion } from '@salon/api/app-versions/endpoints';
import type { AppVersionBody } from '@salon/api/app-versions/schemas';
import { useApiMutation } from '../core';
import { appVersionsKeys } from './keys';

/** `POST /version/add-version`: adds an app version to a salon. */
export function useAddAppVersion() {
  return useApiMutation(appVersionsKeys.add, (api, arg: AppVersionBody) => api(addAppVersion, { body: arg }));
}
