import { getAppSetting } from '@salon/api/app-settings/endpoints';
import type { AppSettingType } from '@salon/api/app-settings/schemas';
import { useApiQuery } from '../core';
import { appSettingsKeys } from './keys';

/** One setting of the viewer's salon (`GET /app/get-app-setting?type=`); waits while `salonId` is null. */
export function useAppSetting(salonId: string | null, type: AppSettingType) {
  return useApiQuery(salonId ? appSettingsKeys.setting(salonId, type) : null, getAppSetting, {
    query: { type },
  });
}
