import { addAppSetting } from '@salon/api/app-settings/endpoints';
import type { AppSetting, AppSettingBody, AppSettingType } from '@salon/api/app-settings/schemas';
import type { ApiResult } from '@salon/api/client';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { appSettingsKeys } from './keys';

export interface SaveAppSettingArg {
  type: AppSettingType;
  texts: AppSettingBody;
  image: File | null;
}

/** `POST /app/add-app-setting?type=` (multipart): one card's texts and, when chosen, its new image. */
export function useSaveAppSetting() {
  const api = useApi();
  return useSWRMutation<ApiResult<AppSetting>, ApiError, typeof appSettingsKeys.save, SaveAppSettingArg>(
    appSettingsKeys.save,
    (_key, { arg }) =>
      api(addAppSetting, {
        query: { type: arg.type },
        body: arg.texts,
        files: { image: arg.image ?? undefined },
      }),
  );
}
