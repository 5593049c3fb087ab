import type { ApiError } from '@salon/api/errors';
import { getWebsiteSettingByName } from '@salon/api/website/endpoints';
import type { WebsiteInfo } from '@salon/api/website/schemas';
import useSWR from 'swr';
import { useApi } from '../core';
import { siteKeys } from './keys';

/** The salon named in the URL and its website (colour, texts, images, hours); no token. */
export function useWebsiteInfo(salonName: string) {
  const api = useApi();
  return useSWR<WebsiteInfo, ApiError>(salonName ? siteKeys.info(salonName) : null, async () => {
    const { data } = await api(getWebsiteSettingByName, { query: { name: salonName } });
    return data;
  });
}
