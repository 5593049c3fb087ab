import type { Endpoint } from '../../contract';
import * as endpoints from '../../dashboard/endpoints';
import {
  buildAdminDashboardReport,
  buildAdminSalonChart,
  buildDashboardCounts,
  buildEmptyDashboardCounts,
  buildMonthlyAppointments,
  buildSalonSubscriptions,
  buildStylistAppointments,
} from '../factories/dashboard';
import { mockEndpoint, mockFailure, mockPending, ok } from '../http';
import type { DateRangeBody } from '../../dashboard/schemas';

/** The dashboard reports of every role, from the fixtures. `empty`: a range without appointments. */
export function reportsHandlers(options: { empty?: boolean } = {}) {
  const { empty = false } = options;
  return [
    mockEndpoint(endpoints.getAdminDashboardReport, () =>
      ok(empty ? buildAdminDashboardReport({ appointments: 0 }) : buildAdminDashboardReport()),
    ),
    mockEndpoint(endpoints.getAdminSalonReportChart, () =>
      ok(
        empty
          ? buildAdminSalonChart().map((entry) => ({ ...entry, appointmentCount: 0 }))
          : buildAdminSalonChart(),
      ),
    ),
    mockEndpoint(endpoints.getAdminSalonSubscription, () => ok(empty ? [] : buildSalonSubscriptions())),
    mockEndpoint(endpoints.getDashboardCountByDateRange, async ({ request }) => {
      if (empty) return ok(buildEmptyDashboardCounts());
      // The Appointments card follows the range: the monthly fixture's months it covers.
      const range = (await request.json()) as DateRangeBody;
      const months = buildMonthlyAppointments();
      const first = Number(range.from.slice(5, 7)) - 1;
      const last = range.to.slice(0, 4) > range.from.slice(0, 4) ? 11 : Number(range.to.slice(5, 7)) - 1;
      const appointment = months.slice(first, last + 1).reduce((sum, month) => sum + month.count, 0);
      const counts = buildDashboardCounts();
      // As the server, the chart holds only the range's starts.
      const appointmentChart = counts.appointmentChart.filter(
        (entry) => entry._id.slice(0, 10) >= range.from && entry._id.slice(0, 10) <= range.to,
      );
      return ok({ ...counts, counts: { ...counts.counts, appointment }, appointmentChart });
    }),
    mockEndpoint(endpoints.getCurrentYearAppointmentByMonth, () =>
      ok(buildMonthlyAppointments(empty ? [] : undefined)),
    ),
    mockEndpoint(endpoints.getStylistListWithAppointments, () =>
      ok(
        empty
          ? buildStylistAppointments().map((entry) => ({ ...entry, count: 0 }))
          : buildStylistAppointments(),
      ),
    ),
  ];
}

/** Every report pending forever: the loading placeholders. */
export function reportsLoadingHandlers() {
  return (Object.values(endpoints.reportEndpoints) as Endpoint[]).map((endpoint) => mockPending(endpoint));
}

export const reportsFailures = {
  adminError: mockFailure(endpoints.getAdminDashboardReport, 500, 'Could not load the report'),
  countsError: mockFailure(endpoints.getDashboardCountByDateRange, 500, 'Could not load the report'),
};
