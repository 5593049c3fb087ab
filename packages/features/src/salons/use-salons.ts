import type { ApiError } from '@salon/api/errors';
import { getSalons } from '@salon/api/salons/endpoints';
import type { SalonItem, SalonListQuery } from '@salon/api/salons/schemas';
import type { Paged } from '@salon/api/shared/schemas';
import useSWR from 'swr';
import { useApi } from '../core';
import { salonsKeys } from './keys';

/** One page of the admin's salon list, searched on the server; keeps the previous page while the next loads. */
export function useSalons(query: SalonListQuery) {
  const api = useApi();
  return useSWR<Paged<SalonItem>, ApiError>(
    salonsKeys.list(query),
    async () => (await api(getSalons, { query })).data,
    { keepPreviousData: true },
  );
}
