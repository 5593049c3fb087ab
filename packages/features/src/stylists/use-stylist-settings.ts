import { getStylistSettings } from '@salon/api/stylists/endpoints';
import { useApiQuery } from '../core';
import { stylistsKeys } from './keys';

/** The saved settings of one stylist, loaded when the settings modal opens (null: nothing to load). */
export function useStylistSettings(stylistId: string | null) {
  return useApiQuery(
    stylistId ? stylistsKeys.settings(stylistId) : null,
    getStylistSettings,
    stylistId ? { query: { stylistId } } : null,
    { revalidateOnFocus: false },
  );
}
