import {
  getAdminDashboardReport,
  getAdminSalonReportChart,
  getAdminSalonSubscription,
  getCurrentYearAppointmentByMonth,
  getDashboardCountByDateRange,
  getStylistListWithAppointments,
} from '@salon/api/dashboard/endpoints';
import type { ContractRouter } from '../../http/contract-route';
import type { ReportService } from './service';

export function reportRoutes(route: ContractRouter, reports: ReportService): void {
  route(getAdminDashboardReport, async ({ viewer }) => ({ data: await reports.adminDashboard(viewer) }));
  route(getAdminSalonReportChart, async ({ viewer }) => ({ data: await reports.adminSalonChart(viewer) }));
  route(getAdminSalonSubscription, async ({ viewer }) => ({
    data: await reports.adminSubscriptions(viewer),
  }));
  route(getDashboardCountByDateRange, async ({ viewer, body }) => ({
    data: await reports.counts(viewer, body),
  }));
  route(getCurrentYearAppointmentByMonth, async ({ viewer, body }) => ({
    data: await reports.monthly(viewer, body),
  }));
  route(getStylistListWithAppointments, async ({ viewer, body }) => ({
    data: await reports.stylists(viewer, body),
  }));
}
