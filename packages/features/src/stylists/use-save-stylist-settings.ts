import { saveStylistSettings } from '@salon/api/stylists/endpoints';
import type { AddStylistSettingsBody } from '@salon/api/stylists/schemas';
import { useApiMutation } from '../core';
import { stylistsKeys } from './keys';

/** `POST /stylist/add-stylist-settings`. */
export function useSaveStylistSettings() {
  return useApiMutation(stylistsKeys.saveSettings, (api, arg: AddStylistSettingsBody) =>
    api(saveStylistSettings, { body: arg }),
  );
}
