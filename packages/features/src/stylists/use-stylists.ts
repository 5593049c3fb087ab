import { getStylists } from '@salon/api/stylists/endpoints';
import type { StylistListQuery } from '@salon/api/stylists/schemas';
import { useApiQuery } from '../core';
import { stylistsKeys } from './keys';

/** One page of the stylist list, searched on the server; keeps the previous page while the next loads. */
export function useStylists(query: StylistListQuery) {
  return useApiQuery(stylistsKeys.list(query), getStylists, { query }, { keepPreviousData: true });
}
