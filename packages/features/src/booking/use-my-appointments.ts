import { getMyAppointments } from '@salon/api/booking/endpoints';
import { MY_APPOINTMENTS_PAGE_SIZE, type VisitTab } from '@salon/api/booking/visits';
import { useApiQuery } from '../core';
import { visitKeys } from './keys';

/** One page of the signed-in customer's visits; waits for a customer. */
export function useMyAppointments(customerId: string | null, when: VisitTab, page: number) {
  return useApiQuery(
    customerId ? visitKeys.mine(customerId, when, page) : null,
    getMyAppointments,
    { query: { when, pageNumber: page, pageSize: MY_APPOINTMENTS_PAGE_SIZE } },
    { keepPreviousData: true },
  );
}
