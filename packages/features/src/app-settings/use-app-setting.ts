import { getAppSetting } from '@salon/api/app-settings/endpoints';
import type { AppSetting, AppSettingType } from '@salon/api/app-settings/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWR from 'swr';
import { useApi } from '../core';
import { appSettingsKeys } from './keys';

/** One setting of the viewer's salon (`GET /app/get-app-setting?type=`); waits while `salonId` is null. */
export function useAppSetting(salonId: string | null, type: AppSettingType) {
  const api = useApi();
  return useSWR<AppSetting, ApiError>(
    salonId ? appSettingsKeys.setting(salonId, type) : null,
    async () => (await api(getAppSetting, { query: { type } })).data,
  );
}
