import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminDashboardReport,
  DashboardCounts,
  SalonSubscription,
  StylistAppointments,
} from '@salon/api/dashboard/schemas';
import { appointments, orders, salons, services, users } from '../src/db/schema';
import { DEMO_SALON_ID, DEMO_USER_IDS } from '../src/seed/demo-data';
import { ACTIVE_SUBSCRIPTION_ID, EXPIRED_SUBSCRIPTION_ID } from '../src/seed/subscriptions';
import { injectAs } from './helper';
import { useTestApp } from './use-test-app';

/*
 * Each demo role's dashboard against the seed, recomputed independently: the rows are read plainly and
 * counted in JavaScript with Intl's time-zone rules, so a wrong SQL bucket or scope shows up.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function localParts(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, minute: `${parts.hour}:${parts.minute}` };
}

function tally<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

const t = useTestApp();
let timeZone: string;
const year = new Date().getUTCFullYear();
const range = { from: `${year}-01-01`, to: `${year}-12-31` };

beforeAll(async () => {
  const [salon] = await t.container.db.select().from(salons);
  timeZone = (await t.container.db.select().from(salons)).find((row) => row.id === DEMO_SALON_ID)!.timeZone;
  expect(salon).toBeDefined();
});

async function expectedFor(stylistId: string | null) {
  const db = t.container.db;
  const inRange = (instant: Date) => {
    const { day } = localParts(instant, timeZone);
    return day >= range.from && day <= range.to;
  };
  const live = (await db.select().from(appointments)).filter(
    (row) =>
      row.salonId === DEMO_SALON_ID &&
      row.status !== 'canceled' &&
      (!stylistId || row.stylistId === stylistId) &&
      inRange(row.startsAt),
  );
  const completedOrders = stylistId
    ? []
    : (await db.select().from(orders)).filter(
        (row) => row.salonId === DEMO_SALON_ID && row.status === 'Completed' && inRange(row.createdAt),
      );
  const allUsers = await db.select().from(users);
  const clients = allUsers.filter(
    (row) =>
      row.salonId === DEMO_SALON_ID &&
      row.role === 'user' &&
      (!stylistId || row.stylistId === stylistId) &&
      inRange(row.createdAt),
  );
  const bookable = (await db.select().from(services)).filter(
    (row) => row.salonId === DEMO_SALON_ID && row.parentId !== null && row.enable,
  );
  const perStart = tally(live, (row) => {
    const local = localParts(row.startsAt, timeZone);
    return `${local.day} ${local.minute}`;
  });
  const perMonth = tally(
    live,
    (row) => MONTHS[Number(localParts(row.startsAt, timeZone).day.slice(5, 7)) - 1]!,
  );
  return {
    live,
    allUsers,
    counts: {
      appointment: live.length,
      users: clients.length,
      services: bookable.length,
      // Money taken: the seed's completed orders (it has no desk sale and no online charge).
      totalSales: completedOrders.reduce((sum, row) => sum + row.totalAmountCents, 0),
    },
    appointmentChart: [...perStart.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([_id, count]) => ({ _id, count })),
    userChart: [
      ...tally(
        live.filter((row) => row.gender !== null),
        (row) => row.gender!,
      ).entries(),
    ]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([_id, count]) => ({ _id, count })),
    monthly: MONTHS.map((month) => ({ _id: month, count: perMonth.get(month) ?? 0 })),
  };
}

describe.each([
  ['salon', 'owner@example.com', null],
  ['manager', 'manager@example.com', null],
  ['superadmin', 'superadmin@example.com', null],
  ['stylist', 'stylist@example.com', DEMO_USER_IDS.stylist],
] as const)('%s dashboard', (_role, email, stylistId) => {
  it('matches the seed', async () => {
    const inject = await injectAs(t.app, email);
    const expected = await expectedFor(stylistId);
    expect(expected.live.length).toBeGreaterThan(0);

    const counts = await inject<DashboardCounts>({
      method: 'POST',
      url: '/api/v1/report/dashboard-count-by-date-range',
      payload: range,
    });
    expect(counts.body.message).toBe('Success');
    expect(counts.body.data).toEqual({
      counts: expected.counts,
      appointmentChart: expected.appointmentChart,
      userChart: expected.userChart,
    });

    const monthly = await inject({
      method: 'POST',
      url: '/api/v1/report/current-year-appointment-by-month',
      payload: range,
    });
    expect(monthly.body.data).toEqual(expected.monthly);

    const stylists = await inject<StylistAppointments[]>({
      method: 'POST',
      url: '/api/v1/report/stylist-list-with-appointments-by-date-range',
      payload: range,
    });
    const perStylist = tally(expected.live, (row) => row.stylistId);
    const salonStylists = expected.allUsers.filter(
      (row) =>
        row.salonId === DEMO_SALON_ID &&
        row.role === 'stylist' &&
        row.active &&
        (!stylistId || row.id === stylistId),
    );
    expect(stylists.body.data).toHaveLength(salonStylists.length);
    for (const entry of stylists.body.data) {
      expect(entry.count).toBe(perStylist.get(entry.stylist._id) ?? 0);
    }
  });
});

describe('admin dashboard', () => {
  it('counts the platform and each salon', async () => {
    const inject = await injectAs(t.app, 'admin@example.com');
    const db = t.container.db;
    const allSalons = await db.select().from(salons);
    const allUsers = await db.select().from(users);
    const live = (await db.select().from(appointments)).filter((row) => row.status !== 'canceled');

    const report = await inject<AdminDashboardReport>({
      method: 'GET',
      url: '/api/v1/report/admin-dashboard-report',
    });
    expect(report.body.data).toEqual({
      salons: allSalons.length,
      appointments: live.length,
      stylists: allUsers.filter((row) => row.role === 'stylist').length,
      users: allUsers.filter((row) => row.role === 'user').length,
    });

    const chart = await inject<Array<{ salonData: { _id: string }; appointmentCount: number }>>({
      method: 'GET',
      url: '/api/v1/report/admin-salon-report-chart',
    });
    const perSalon = tally(live, (row) => row.salonId);
    expect(chart.body.data).toHaveLength(allSalons.length);
    for (const entry of chart.body.data) {
      expect(entry.appointmentCount).toBe(perSalon.get(entry.salonData._id) ?? 0);
    }
  });

  it('lists one active and one expired subscription', async () => {
    const inject = await injectAs(t.app, 'admin@example.com');
    const answer = await inject<SalonSubscription[]>({
      method: 'GET',
      url: '/api/v1/report/admin-salon-subscription',
    });
    const byId = new Map(answer.body.data.map((entry) => [entry._id, entry]));
    expect(byId.get(ACTIVE_SUBSCRIPTION_ID)?.active).toBe(true);
    expect(byId.get(EXPIRED_SUBSCRIPTION_ID)?.active).toBe(false);
  });
});

describe('range validation', () => {
  it.each([
    [{ from: '2021-12-31', to: '2022-01-31' }, 'from: must not be before 2022-01-01'],
    [{ from: '2024-02-01', to: '2024-01-01' }, 'to: must not be before from'],
    [{ from: '2024-02-30', to: '2024-03-01' }, 'from'],
  ])('refuses %j with 400', async (payload, message) => {
    const inject = await injectAs(t.app, 'owner@example.com');
    const answer = await inject({
      method: 'POST',
      url: '/api/v1/report/dashboard-count-by-date-range',
      payload,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toContain(message);
  });
});
