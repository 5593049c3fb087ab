import type { ApiError } from '@salon/api/errors';
import type { Paged } from '@salon/api/shared/schemas';
import { getStaff } from '@salon/api/staff/endpoints';
import type { StaffItem, StaffListQuery } from '@salon/api/staff/schemas';
import useSWR from 'swr';
import { useApi } from '../core';
import { staffKeys } from './keys';

/** One page of the salon staff list, searched on the server; keeps the previous page while the next loads. */
export function useStaff(query: StaffListQuery) {
  const api = useApi();
  return useSWR<Paged<StaffItem>, ApiError>(
    staffKeys.list(query),
    async () => (await api(getStaff, { query })).data,
    { keepPreviousData: true },
  );
}
