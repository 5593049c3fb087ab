import { array, boolean, enums, nullable, object, refine, string, type Infer } from 'superstruct';
import { LocalDate } from '../availability/schemas';
import { Id, NamedRef, wholeNumber } from '../shared/schemas';

/** The earliest day the dashboard reports (spec 1 §9: the range picker starts at 1 Jan 2022). */
export const REPORTS_MIN_DATE = '2022-01-01';

/** Month abbreviations of the monthly chart: all twelve (the old product's label list lost October). */
export const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const Count = wholeNumber(0);

/**
 * A dashboard range: salon-local days `from` to `to`, both inclusive (`YYYY-MM-DD`), not before
 * 1 Jan 2022. The server also refuses `to` before `from` and ranges longer than five years.
 */
export const DateRangeBody = object({
  from: refine(LocalDate, 'minDate', (value) =>
    value >= REPORTS_MIN_DATE ? true : `must not be before ${REPORTS_MIN_DATE}`,
  ),
  to: LocalDate,
});
export type DateRangeBody = Infer<typeof DateRangeBody>;

/** Platform totals of the admin's cards (live appointments, stylist and client accounts). */
export const AdminDashboardReport = object({
  salons: Count,
  appointments: Count,
  stylists: Count,
  users: Count,
});
export type AdminDashboardReport = Infer<typeof AdminDashboardReport>;

/** One bar of 'Number of appointments': a salon and its live appointments. */
export const SalonAppointmentCount = object({
  salonData: NamedRef,
  appointmentCount: Count,
});
export type SalonAppointmentCount = Infer<typeof SalonAppointmentCount>;
export const AdminSalonReportChart = array(SalonAppointmentCount);

export const SUBSCRIPTION_INTERVALS = ['month', 'year'] as const;

/** A salon's subscription as the admin's side panel and the Salon Subscription modal show it. */
export const SalonSubscription = object({
  _id: Id,
  salonData: object({
    _id: Id,
    name: string(),
    photo: nullable(string()),
    email: nullable(string()),
    phone: nullable(string()),
  }),
  planName: string(),
  /** Cents. */
  amount: Count,
  interval: enums(SUBSCRIPTION_INTERVALS),
  /** Instants (ISO). */
  startDate: string(),
  packageExpiry: string(),
  /** Active and not yet expired. */
  active: boolean(),
  /** The owner or the admin cancelled it: it ends with the period instead of renewing. */
  cancelAtPeriodEnd: boolean(),
});
export type SalonSubscription = Infer<typeof SalonSubscription>;
export const SalonSubscriptionList = array(SalonSubscription);

export const ChartEntry = object({ _id: string(), count: Count });
export type ChartEntry = Infer<typeof ChartEntry>;

/**
 * The cards and the two charts of a salon's (or a stylist's own) dashboard over the range.
 * `totalSales` is minor units of the money taken: completed orders, paid desk sales (tips aside) and the
 * deposits and fees charged online, less refunds; a stylist's, their lines of paid desk sales.
 */
export const DashboardCounts = object({
  counts: object({ appointment: Count, users: Count, services: Count, totalSales: Count }),
  /** Live appointments per salon-local start, `_id` 'YYYY-MM-DD HH:mm', in time order. */
  appointmentChart: array(ChartEntry),
  /** Clients of the range's live appointments by gender (male, female, other). */
  userChart: array(ChartEntry),
});
export type DashboardCounts = Infer<typeof DashboardCounts>;

/** Live appointments of each month of the year of `from` (salon-local), all twelve, Jan..Dec. */
export const MonthlyAppointments = array(ChartEntry);

export const StylistAppointments = object({
  stylist: NamedRef,
  stylistData: object({ photo: nullable(string()), name: string() }),
  count: Count,
});
export type StylistAppointments = Infer<typeof StylistAppointments>;
export const StylistAppointmentsList = array(StylistAppointments);
