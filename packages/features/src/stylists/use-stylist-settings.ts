import type { ApiError } from '@salon/api/errors';
import { getStylistSettings } from '@salon/api/stylists/endpoints';
import type { StylistSettings } from '@salon/api/stylists/schemas';
import useSWR from 'swr';
import { useApi } from '../core';
import { stylistsKeys } from './keys';

/** The saved settings of one stylist, loaded when the settings modal opens (null: nothing to load). */
export function useStylistSettings(stylistId: string | null) {
  const api = useApi();
  return useSWR<StylistSettings, ApiError>(
    stylistId ? stylistsKeys.settings(stylistId) : null,
    async () => (await api(getStylistSettings, { query: { stylistId: stylistId! } })).data,
    { revalidateOnFocus: false },
  );
}
