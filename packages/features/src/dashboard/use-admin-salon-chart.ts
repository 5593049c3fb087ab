import type { ApiError } from '@salon/api/errors';
import { getAdminSalonReportChart } from '@salon/api/reports/endpoints';
import type { SalonAppointmentCount } from '@salon/api/reports/schemas';
import useSWR from 'swr';
import { useApi } from '../core';
import { dashboardKeys } from './keys';

/** Appointments per salon ('Number of appointments'). */
export function useAdminSalonChart(enabled: boolean) {
  const api = useApi();
  return useSWR<SalonAppointmentCount[], ApiError>(
    enabled ? dashboardKeys.adminSalonChart : null,
    async () => (await api(getAdminSalonReportChart, {})).data,
  );
}
