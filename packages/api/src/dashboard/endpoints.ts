import { endpoint } from '../contract';
import {
  AdminDashboardReport,
  AdminSalonReportChart,
  DashboardCounts,
  DateRangeBody,
  MonthlyAppointments,
  SalonSubscriptionList,
  StylistAppointmentsList,
} from './schemas';

/*
 * Dashboard reports. The admin ones answer the platform admin only (others 403). The range ones answer
 * the salon, manager and superadmin for their salon and a stylist for their own figures (admin, clients
 * and companies 403). Days and months are the salon's (its time zone), not the server's.
 * The current and upcoming appointments of the side panel are the booking engine's
 * (`appointments/endpoints.ts`).
 */

export const getAdminDashboardReport = endpoint({
  method: 'GET',
  path: '/report/admin-dashboard-report',
  auth: 'token',
  data: AdminDashboardReport,
});

export const getAdminSalonReportChart = endpoint({
  method: 'GET',
  path: '/report/admin-salon-report-chart',
  auth: 'token',
  data: AdminSalonReportChart,
});

export const getAdminSalonSubscription = endpoint({
  method: 'GET',
  path: '/report/admin-salon-subscription',
  auth: 'token',
  data: SalonSubscriptionList,
});

export const getDashboardCountByDateRange = endpoint({
  method: 'POST',
  path: '/report/dashboard-count-by-date-range',
  auth: 'token',
  body: DateRangeBody,
  data: DashboardCounts,
});

export const getCurrentYearAppointmentByMonth = endpoint({
  method: 'POST',
  path: '/report/current-year-appointment-by-month',
  auth: 'token',
  body: DateRangeBody,
  data: MonthlyAppointments,
});

export const getStylistListWithAppointments = endpoint({
  method: 'POST',
  path: '/report/stylist-list-with-appointments-by-date-range',
  auth: 'token',
  body: DateRangeBody,
  data: StylistAppointmentsList,
});

export const reportEndpoints = {
  getAdminDashboardReport,
  getAdminSalonReportChart,
  getAdminSalonSubscription,
  getDashboardCountByDateRange,
  getCurrentYearAppointmentByMonth,
  getStylistListWithAppointments,
};
