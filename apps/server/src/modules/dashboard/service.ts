import type {
  AdminDashboardReport,
  DashboardCounts,
  DateRangeBody,
  SalonAppointmentCount,
  SalonSubscription,
  StylistAppointments,
  ChartEntry,
} from '@salon/api/dashboard/schemas';
import { MONTHS } from '@salon/api/dashboard/schemas';
import { BadRequestError, NotFoundError } from '../../errors';
import { authorize, permits } from '../../http/authorize';
import { ownSalonOf, type Viewer } from '../../http/viewer';
import type { DashboardReports, LocalRange, ReportScope } from '../../read-models';

/**
 * Who sees what: the admin the platform totals; the salon, manager and superadmin their salon; a
 * stylist their own figures. Everyone else is refused.
 */
export class ReportService {
  constructor(
    private readonly reports: DashboardReports,
    private readonly now: () => Date,
  ) {}

  private requireAdmin(viewer: Viewer): void {
    authorize(viewer, 'reports.platform');
  }

  private scopeOf(viewer: Viewer): ReportScope {
    authorize(viewer, 'reports.salon');
    const salonId = ownSalonOf(viewer);
    // A stylist sees their own figures only.
    return { salonId, stylistId: permits(viewer, 'reports.allStylists') ? null : viewer.userId };
  }

  private async rangeOf(scope: ReportScope, body: DateRangeBody): Promise<LocalRange> {
    if (body.to < body.from) throw new BadRequestError('to: must not be before from');
    if (Number(body.to.slice(0, 4)) - Number(body.from.slice(0, 4)) > 5) {
      throw new BadRequestError('The range must not exceed five years');
    }
    const timeZone = await this.reports.timeZoneOf(scope.salonId);
    if (!timeZone) throw new NotFoundError('Salon not found');
    return { from: body.from, to: body.to, timeZone };
  }

  async adminDashboard(viewer: Viewer): Promise<AdminDashboardReport> {
    this.requireAdmin(viewer);
    return this.reports.platformTotals();
  }

  async adminSalonChart(viewer: Viewer): Promise<SalonAppointmentCount[]> {
    this.requireAdmin(viewer);
    const rows = await this.reports.appointmentsPerSalon();
    return rows.map((row) => ({ salonData: { _id: row.id, name: row.name }, appointmentCount: row.count }));
  }

  async adminSubscriptions(viewer: Viewer): Promise<SalonSubscription[]> {
    this.requireAdmin(viewer);
    const now = this.now().getTime();
    const rows = await this.reports.latestSubscriptions();
    return rows
      .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime())
      .map((row) => ({
        _id: row.id,
        salonData: {
          _id: row.salonId,
          name: row.salonName,
          photo: row.salonPhoto,
          email: row.salonEmail,
          phone: row.salonPhone,
        },
        planName: row.planName,
        amount: row.amountCents,
        interval: row.interval,
        startDate: row.startedAt.toISOString(),
        packageExpiry: row.expiresAt.toISOString(),
        active: row.active && row.expiresAt.getTime() > now,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      }));
  }

  async counts(viewer: Viewer, body: DateRangeBody): Promise<DashboardCounts> {
    const scope = this.scopeOf(viewer);
    const range = await this.rangeOf(scope, body);
    const [perGender, ordersCents, takenCents, users, services, perStart] = await Promise.all([
      this.reports.liveAppointmentsByGender(scope, range),
      // The shop's orders are the salon's, not a stylist's.
      scope.stylistId ? Promise.resolve(0) : this.reports.completedOrdersTotal(scope.salonId, range),
      this.reports.moneyTaken(scope, range),
      this.reports.newClientCount(scope, range),
      this.reports.enabledServiceCount(scope.salonId),
      this.reports.appointmentsPerStart(scope, range),
    ]);
    const appointment = perGender.reduce((sum, row) => sum + row.count, 0);
    return {
      // Money taken, not the prices of what is booked: an unpaid booking sells nothing yet. A range of
      // refunds alone (of money taken before it) shows 0, not a negative total.
      counts: { appointment, users, services, totalSales: Math.max(0, ordersCents + takenCents) },
      appointmentChart: perStart.map((row) => ({ _id: row.label, count: row.count })),
      userChart: perGender
        .filter((row) => row.gender !== 'unspecified')
        .map((row) => ({ _id: row.gender, count: row.count })),
    };
  }

  /** All twelve months of the year of `from`, zeros included. */
  async monthly(viewer: Viewer, body: DateRangeBody): Promise<ChartEntry[]> {
    const scope = this.scopeOf(viewer);
    const range = await this.rangeOf(scope, body);
    const rows = await this.reports.appointmentsPerMonth(
      scope,
      Number(body.from.slice(0, 4)),
      range.timeZone,
    );
    const byMonth = new Map(rows.map((row) => [row.month, row.count]));
    return MONTHS.map((name, index) => ({ _id: name, count: byMonth.get(index + 1) ?? 0 }));
  }

  async stylists(viewer: Viewer, body: DateRangeBody): Promise<StylistAppointments[]> {
    const scope = this.scopeOf(viewer);
    const range = await this.rangeOf(scope, body);
    const rows = await this.reports.appointmentsPerStylist(scope, range);
    return rows.map((row) => ({
      stylist: { _id: row.id, name: row.name },
      stylistData: { photo: row.photo, name: row.name },
      count: row.count,
    }));
  }
}
