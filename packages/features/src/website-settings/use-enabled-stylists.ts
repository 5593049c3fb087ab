import type { ApiError } from '@salon/api/errors';
import { getEnabledStylists } from '@salon/api/stylists/endpoints';
import type { StylistOption } from '@salon/api/stylists/schemas';
import useSWR from 'swr';
import { useApi } from '../core';
import { websiteSettingsKeys } from './keys';

/** The salon's enabled stylists (up to 1000, spec 1 §9), loaded while 'Add Work Hours' is open. */
export function useEnabledStylists(enabled: boolean) {
  const api = useApi();
  return useSWR<StylistOption[], ApiError>(
    enabled ? websiteSettingsKeys.stylists : null,
    async () => (await api(getEnabledStylists, { query: { pageNumber: 1, pageSize: 1000 } })).data.result,
  );
}
