// `node bench/areas/dashboard.mjs`: the report calls of one salon dashboard load (what
// packages/features/src/dashboard asks for: the cards and charts, the month chart, the stylist list, and
// the side panel's current and upcoming appointments) for a salon with 500,000 appointments in the range
// (50 stylists, the whole current year), and the platform admin's reports. A fresh PostgreSQL database
// when DATABASE_URL is set (the budget: the five calls one after another ≤ 100 ms, median of 30 loads),
// and a fresh in-memory PGlite with 50,000 appointments (for reference, no budget). Calls go through
// inject, signed in as the salon owner / the admin.
// drizzle-orm is a dependency of the server workspace only.
import { sql } from '../apps/server/node_modules/drizzle-orm';
import { randomBytes } from 'node:crypto';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { withScratchDatabase } from '../apps/server/test/scratch-database';
import { orders, salons, users } from '../apps/server/src/db/schema';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { buildBenchApp } from './bench-app';
import { reportBudget } from './budgets.mjs';

const STYLISTS = 50;
const CLIENTS = 2_000;
const LOADS = 30;
const ZONE = 'America/New_York';
const PASSWORD = 'BenchPass1!';
const BUDGET_MS = 100;

/**
 * The salon, its accounts, and `count` appointments spread evenly over the salon-local `year`, set-based
 * (generate_series) so that half a million rows take seconds; a quarter are canceled.
 */
async function seed(handle: DatabaseHandle, count: number, year: number) {
  const db = handle.db;
  const tag = randomBytes(3).toString('hex');
  const [salon] = await db
    .insert(salons)
    .values({ slug: `bench-dashboard-${tag}`, name: 'Bench Salon', timeZone: ZONE })
    .returning({ id: salons.id });
  const salonId = salon!.id;
  const passwordHash = await hashPassword(PASSWORD);
  await db.insert(users).values([
    { salonId, role: 'salon', name: 'Bench Owner', email: `bench.owner.${tag}@example.com`, passwordHash },
    { role: 'admin', name: 'Bench Admin', email: `bench.admin.${tag}@example.com`, passwordHash },
  ]);
  await db.execute(sql`
    insert into users (salon_id, role, name, email, password_hash)
    select ${salonId}::uuid, 'stylist', 'Stylist ' || n, 'bench.stylist.' || n || '.' || ${tag} || '@example.com', 'not-a-login'
    from generate_series(1, ${STYLISTS}) as n`);
  // Clients created over the year (the Users card).
  await db.execute(sql`
    insert into users (salon_id, role, name, email, password_hash, created_at)
    select ${salonId}::uuid, 'user', 'Client ' || n, 'bench.client.' || n || '.' || ${tag} || '@example.com',
      'not-a-login', (${`${year}-01-01`}::date)::timestamp at time zone ${ZONE}::text + n * interval '4 hours'
    from generate_series(1, ${CLIENTS}) as n`);
  // Stylist k takes appointment n of every STYLISTS, one every `spacing` minutes from the year's start.
  const perStylist = Math.ceil(count / STYLISTS);
  const spacing = Math.floor((365 * 24 * 60) / perStylist);
  await db.execute(sql`
    with stylist as (
      select id, row_number() over (order by id) - 1 as k from users
      where salon_id = ${salonId}::uuid and role = 'stylist'
    )
    insert into appointments (salon_id, stylist_id, status, starts_at, ends_at, client_name, client_email,
      client_phone, gender, sub_service_charges_cents, source)
    select ${salonId}::uuid, stylist.id,
      (array['booked', 'confirmed', 'waiting', 'canceled'])[n % 4 + 1],
      start, start + interval '30 minutes',
      'Client ' || n, 'client.' || n || '@example.com', '2125550100',
      (array['male', 'female', 'other'])[n % 3 + 1], 2500, 'dashboard'
    from generate_series(0, ${count - 1}) as n
    join stylist on stylist.k = n % ${STYLISTS}
    cross join lateral (
      select (${`${year}-01-01`}::date)::timestamp at time zone ${ZONE}::text
        + (n / ${STYLISTS}) * ${spacing} * interval '1 minute' as start
    ) as slot`);
  await db.insert(orders).values(
    Array.from({ length: 500 }, (_, n) => ({
      salonId,
      number: 1001 + n,
      amountCents: 1000,
      totalAmountCents: 1000,
      status: n % 2 ? ('Completed' as const) : ('Pending' as const),
      shippingAddress: {
        firstName: 'A',
        lastName: 'B',
        address: 'C',
        city: 'New York',
        state: 'NY',
        zipcode: '10001',
      },
      createdAt: new Date(Date.UTC(year, 0, 1) + n * 12 * 3_600_000),
    })),
  );
  // What autovacuum does to a table that grew: statistics and the visibility map (index-only scans).
  await db.execute(sql`vacuum analyze appointments`);
  await db.execute(sql`vacuum analyze users`);
  return { owner: `bench.owner.${tag}@example.com`, admin: `bench.admin.${tag}@example.com` };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

interface Call {
  token: string;
  method: 'GET' | 'POST';
  url: string;
  payload?: Record<string, string>;
}

async function measure(label: string, handle: DatabaseHandle, count: number) {
  await migrateDatabase(handle);
  const today = new Date().toLocaleString('en-CA', { timeZone: ZONE }).slice(0, 10);
  const year = Number(today.slice(0, 4));
  const started = performance.now();
  const accounts = await seed(handle, count, year);
  console.info(
    `${label}: seeded ${count.toLocaleString('en')} appointments in ${round((performance.now() - started) / 1000)} s`,
  );
  const app = await buildBenchApp(handle, { rateLimits: { login: false } });
  const tokenOf = async (email: string) => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email, password: PASSWORD },
    });
    if (answer.statusCode !== 200) throw new Error(`login ${answer.statusCode}: ${answer.body}`);
    return (answer.json().data as { token: string }).token;
  };
  const owner = await tokenOf(accounts.owner);
  const admin = await tokenOf(accounts.admin);
  const range = { from: `${year}-01-01`, to: `${year}-12-31` };
  const run = async (call: Call) => {
    const started = performance.now();
    const response = await app.inject({
      method: call.method,
      url: `/api/v1${call.url}`,
      headers: { token: call.token },
      ...(call.payload ? { payload: call.payload } : {}),
    });
    if (response.statusCode !== 200) throw new Error(`${call.url} ${response.statusCode}: ${response.body}`);
    return performance.now() - started;
  };

  // One salon dashboard load: its five report calls, one after another (the side panel's current
  // appointments are today's, its upcoming ones the range's).
  const dashboard: Call[] = [
    '/report/dashboard-count-by-date-range',
    '/report/current-year-appointment-by-month',
    '/report/stylist-list-with-appointments-by-date-range',
    '/report/current-appointments',
    '/report/upcoming-appointments',
  ].map((url) => ({
    token: owner,
    method: 'POST',
    url,
    payload: url === '/report/current-appointments' ? { from: today, to: today } : range,
  }));
  for (let i = 0; i < 3; i += 1) for (const call of dashboard) await run(call); // warm-up
  const perCall = dashboard.map(() => [] as number[]);
  const loads: number[] = [];
  for (let i = 0; i < LOADS; i += 1) {
    let total = 0;
    for (const [n, call] of dashboard.entries()) {
      const ms = await run(call);
      perCall[n]!.push(ms);
      total += ms;
    }
    loads.push(total);
  }
  loads.sort((a, b) => a - b);
  const rows = dashboard.map((call, n) => {
    const times = perCall[n]!.sort((a, b) => a - b);
    return { call: call.url, 'p50 ms': round(percentile(times, 50)), 'p95 ms': round(percentile(times, 95)) };
  });
  rows.push({
    call: 'one dashboard load (the five)',
    'p50 ms': round(percentile(loads, 50)),
    'p95 ms': round(percentile(loads, 95)),
  });

  // The platform admin's dashboard, for reference.
  for (const url of [
    '/report/admin-dashboard-report',
    '/report/admin-salon-report-chart',
    '/report/admin-salon-subscription',
  ]) {
    const call: Call = { token: admin, method: 'GET', url };
    for (let i = 0; i < 3; i += 1) await run(call);
    const times: number[] = [];
    for (let i = 0; i < 10; i += 1) times.push(await run(call));
    times.sort((a, b) => a - b);
    rows.push({
      call: `admin ${url}`,
      'p50 ms': round(percentile(times, 50)),
      'p95 ms': round(percentile(times, 95)),
    });
  }
  await app.close();
  console.info(`${label}, ${count.toLocaleString('en')} appointments in range, ${LOADS} loads`);
  console.table(rows);
  return round(percentile(loads, 50));
}

const url = process.env.DATABASE_URL;
if (url) {
  const median = await withScratchDatabase(url, 'bench', (handle) => measure('PostgreSQL', handle, 500_000));
  reportBudget({
    name: 'Dashboard: its 5 report calls, 500,000 appointments in range, PostgreSQL (median)',
    figure: median,
    unit: 'ms',
    budget: `≤ ${BUDGET_MS} ms`,
    met: median <= BUDGET_MS,
  });
} else {
  console.info('DATABASE_URL is not set: the dashboard budget (PostgreSQL) is not measured');
}

const pglite = await openDatabase({ kind: 'pglite' });
try {
  await measure('PGlite', pglite, 50_000);
} finally {
  await pglite.close();
}
