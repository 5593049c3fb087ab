import { getAdminSalonReportChart } from '@salon/api/dashboard/endpoints';
import { useApiQuery } from '../core';
import { dashboardKeys } from './keys';

/** Appointments per salon ('Number of appointments'). */
export function useAdminSalonChart(enabled: boolean) {
  return useApiQuery(enabled ? dashboardKeys.adminSalonChart : null, getAdminSalonReportChart);
}
