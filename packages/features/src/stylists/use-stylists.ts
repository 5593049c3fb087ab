import type { ApiError } from '@salon/api/errors';
import type { Paged } from '@salon/api/shared/schemas';
import { getStylists } from '@salon/api/stylists/endpoints';
import type { StylistItem, StylistListQuery } from '@salon/api/stylists/schemas';
import useSWR from 'swr';
import { useApi } from '../core';
import { stylistsKeys } from './keys';

/** One page of the stylist list, searched on the server; keeps the previous page while the next loads. */
export function useStylists(query: StylistListQuery) {
  const api = useApi();
  return useSWR<Paged<StylistItem>, ApiError>(
    stylistsKeys.list(query),
    async () => (await api(getStylists, { query })).data,
    { keepPreviousData: true },
  );
}
