import type { ApiError } from '@salon/api/errors';
import { getOwnWebsiteSetting } from '@salon/api/website/endpoints';
import type { WebsiteInfo } from '@salon/api/website/schemas';
import useSWR from 'swr';
import { useApi } from '../core';
import { websiteSettingsKeys } from './keys';

/** `GET /website/get-website-setting`: the own salon and its website's colour, texts, images and hours. */
export function useOwnWebsiteSetting() {
  const api = useApi();
  return useSWR<WebsiteInfo, ApiError>(
    websiteSettingsKeys.own,
    async () => (await api(getOwnWebsiteSetting)).data,
  );
}
