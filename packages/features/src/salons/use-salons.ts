import { getSalons } from '@salon/api/salons/endpoints';
import type { SalonListQuery } from '@salon/api/salons/schemas';
import { useApiQuery } from '../core';
import { salonsKeys } from './keys';

/** One page of the admin's salon list, searched on the server; keeps the previous page while the next loads. */
export function useSalons(query: SalonListQuery) {
  return useApiQuery(salonsKeys.list(query), getSalons, { query }, { keepPreviousData: true });
}
