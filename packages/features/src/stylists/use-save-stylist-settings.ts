import type { ApiResult } from '@salon/api/client';
import type { ApiError } from '@salon/api/errors';
import { saveStylistSettings } from '@salon/api/stylists/endpoints';
import type { AddStylistSettingsBody, StylistSettings } from '@salon/api/stylists/schemas';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { stylistsKeys } from './keys';

/** `POST /stylist/add-stylist-settings`. */
export function useSaveStylistSettings() {
  const api = useApi();
  return useSWRMutation<
    ApiResult<StylistSettings>,
    ApiError,
    typeof stylistsKeys.saveSettings,
    AddStylistSettingsBody
  >(stylistsKeys.saveSettings, (_key, { arg }) => api(saveStylistSettings, { body: arg }));
}
