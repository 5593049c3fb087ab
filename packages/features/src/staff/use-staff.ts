import { getStaff } from '@salon/api/staff/endpoints';
import type { StaffListQuery } from '@salon/api/staff/schemas';
import { useApiQuery } from '../core';
import { staffKeys } from './keys';

/** One page of the salon staff list, searched on the server; keeps the previous page while the next loads. */
export function useStaff(query: StaffListQuery) {
  return useApiQuery(staffKeys.list(query), getStaff, { query }, { keepPreviousData: true });
}
