import type { ApiError } from '@salon/api/errors';
import { getAdminDashboardReport } from '@salon/api/reports/endpoints';
import type { AdminDashboardReport } from '@salon/api/reports/schemas';
import useSWR from 'swr';
import { useApi } from '../core';
import { dashboardKeys } from './keys';

/** The admin's four platform totals. */
export function useAdminReport(enabled: boolean) {
  const api = useApi();
  return useSWR<AdminDashboardReport, ApiError>(
    enabled ? dashboardKeys.adminReport : null,
    async () => (await api(getAdminDashboardReport, {})).data,
  );
}
