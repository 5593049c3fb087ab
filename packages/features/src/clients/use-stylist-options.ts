import type { ApiError } from '@salon/api/errors';
import { getEnabledStylists } from '@salon/api/stylists/endpoints';
import type { StylistOption } from '@salon/api/stylists/schemas';
import useSWR from 'swr';
import { useApi } from '../core';
import { usersKeys } from './keys';

/** The salon's enabled stylists for the user form (reference list: up to 1000, spec 1 §9). */
export function useStylistOptions(enabled: boolean) {
  const api = useApi();
  return useSWR<StylistOption[], ApiError>(
    enabled ? usersKeys.stylistOptions : null,
    async () => (await api(getEnabledStylists, { query: { pageNumber: 1, pageSize: 1000 } })).data.result,
  );
}
