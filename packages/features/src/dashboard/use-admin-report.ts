import { getAdminDashboardReport } from '@salon/api/dashboard/endpoints';
import { useApiQuery } from '../core';
import { dashboardKeys } from './keys';

/** The admin's four platform totals. */
export function useAdminReport(enabled: boolean) {
  return useApiQuery(enabled ? dashboardKeys.adminReport : null, getAdminDashboardReport);
}
