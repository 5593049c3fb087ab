import { getOwnWebsiteSetting } from '@salon/api/website-settings/endpoints';
import { useApiQuery } from '../core';
import { websiteSettingsKeys } from './keys';

/** `GET /website/get-website-setting`: the own salon and its website's colour, texts, images and hours. */
export function useOwnWebsiteSetting() {
  return useApiQuery(websiteSettingsKeys.own, getOwnWebsiteSetting);
}
