import { addAppSetting } from '@salon/api/app-settings/endpoints';
import type { AppSettingBody, AppSettingType } from '@salon/api/app-settings/schemas';
import { useApiMutation } from '../core';
import { appSettingsKeys } from './keys';

export interface SaveAppSettingArg {
  type: AppSettingType;
  texts: AppSettingBody;
  image: File | null;
}

/** `POST /app/add-app-setting?type=` (multipart): one card's texts and, when chosen, its new image. */
export function useSaveAppSetting() {
  return useApiMutation(appSettingsKeys.save, (api, arg: SaveAppSettingArg) =>
    api(addAppSetting, {
      query: { type: arg.type },
      body: arg.texts,
      files: { image: arg.image ?? undefined },
    }),
  );
}
