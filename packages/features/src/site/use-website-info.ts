import { getWebsiteSettingByName } from '@salon/api/website-settings/endpoints';
import { useApiQuery } from '../core';
import { siteKeys } from './keys';

/** The salon named in the URL and its website (colour, texts, images, hours); no token. */
export function useWebsiteInfo(salonName: string) {
  return useApiQuery(salonName ? siteKeys.info(salonName) : null, getWebsiteSettingByName, {
    query: { name: salonName },
  });
}
