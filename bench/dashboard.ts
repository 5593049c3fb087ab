// `node bench/areas/dashboard.mjs`: latency of the dashboard's report calls for a salon with 50,000
// appointments (10 stylists, spread over two years) and the platform admin's reports. Fresh in-memory
// PGlite, and also a fresh PostgreSQL database when DATABASE_URL is set. Prints p50/p95 per call
// (inject, signed in as the salon owner / the admin).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { createContainer } from '../apps/server/src/container';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { appointments, orders, salons, users } from '../apps/server/src/db/schema';
import { hashPassword } from '../apps/server/src/modules/auth/passwords';

const APPOINTMENTS = 50_000;
const STYLISTS = 10;
const CALLS = 50;
const ZONE = 'America/New_York';
const PASSWORD = 'BenchPass1!';
const HALF_HOUR = 30 * 60_000;

async function seed(handle: DatabaseHandle) {
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
  const stylists = await db
    .insert(users)
    .values(
      Array.from({ length: STYLISTS }, (_, n) => ({
        salonId,
        role: 'stylist' as const,
        name: `Stylist ${n + 1}`,
        email: `bench.stylist.${n}.${tag}@example.com`,
        passwordHash: 'not-a-login',
      })),
    )
    .returning({ id: users.id });
  // One appointment every half hour per stylist, going back from now: 5,000 each, about 104 days.
  const now = Date.now();
  const statuses = ['booked', 'confirmed', 'waiting', 'canceled'] as const;
  const genders = ['male', 'female', 'other'] as const;
  const rows = Array.from({ length: APPOINTMENTS }, (_, n) => {
    const stylist = stylists[n % STYLISTS]!;
    const startsAt = new Date(now - Math.floor(n / STYLISTS) * HALF_HOUR);
    return {
      salonId,
      stylistId: stylist.id,
      status: statuses[n % statuses.length]!,
      startsAt,
      endsAt: new Date(startsAt.getTime() + HALF_HOUR),
      clientName: `Client ${n}`,
      clientEmail: `client.${n}@example.com`,
      clientPhone: '2125550100',
      gender: genders[n % genders.length]!,
      subServiceChargesCents: 2500,
      source: 'dashboard' as const,
    };
  });
  for (let i = 0; i < rows.length; i += 2000) await db.insert(appointments).values(rows.slice(i, i + 2000));
  await db.insert(orders).values(
    Array.from({ length: 500 }, (_, n) => ({
      salonId,
      number: 1001 + n,
      amountCents: 1000,
      totalAmountCents: 1000,
      status: n % 2 ? ('Completed' as const) : ('Pending' as const),
      shippingAddress: { firstName: 'A', lastName: 'B', address: 'C', state: 'NY', zipcode: '10001' },
      createdAt: new Date(now - n * 3_600_000),
    })),
  );
  return { owner: `bench.owner.${tag}@example.com`, admin: `bench.admin.${tag}@example.com` };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(label: string, handle: DatabaseHandle) {
  await migrateDatabase(handle);
  const accounts = await seed(handle);
  const container = createContainer({
    db: handle.db,
    jwtSecret: new TextEncoder().encode('bench-secret-bench-secret-bench-secret!!'),
    sessionTtlSeconds: 3600,
    storageDir: '/nonexistent-bench-storage',
  });
  const app = await buildApp({ container, loginRateLimit: false });
  await app.ready();
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
  const today = new Date();
  const month = today.toISOString().slice(0, 7);
  // The busiest realistic range: the whole current year.
  const range = { from: `${month.slice(0, 4)}-01-01`, to: today.toISOString().slice(0, 10) };
  const calls = [
    { token: admin, method: 'GET' as const, url: '/report/admin-dashboard-report' },
    { token: admin, method: 'GET' as const, url: '/report/admin-salon-report-chart' },
    { token: admin, method: 'GET' as const, url: '/report/admin-salon-subscription' },
    { token: owner, method: 'POST' as const, url: '/report/dashboard-count-by-date-range', payload: range },
    {
      token: owner,
      method: 'POST' as const,
      url: '/report/current-year-appointment-by-month',
      payload: range,
    },
    {
      token: owner,
      method: 'POST' as const,
      url: '/report/stylist-list-with-appointments-by-date-range',
      payload: range,
    },
  ];
  const rows = [];
  for (const call of calls) {
    const request = {
      method: call.method,
      url: `/api/v1${call.url}`,
      headers: { token: call.token },
      ...(call.payload ? { payload: call.payload } : {}),
    };
    for (let i = 0; i < 5; i += 1) await app.inject(request); // warm-up
    const times: number[] = [];
    for (let i = 0; i < CALLS; i += 1) {
      const started = performance.now();
      const response = await app.inject(request);
      times.push(performance.now() - started);
      if (response.statusCode !== 200)
        throw new Error(`${call.url} ${response.statusCode}: ${response.body}`);
    }
    times.sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 100) / 100;
    rows.push({
      database: label,
      call: call.url,
      calls: CALLS,
      'p50 ms': round(percentile(times, 50)),
      'p95 ms': round(percentile(times, 95)),
    });
  }
  await app.close();
  console.table(rows);
  return rows;
}

console.info(`Dashboard reports, one salon with ${APPOINTMENTS} appointments, via inject`);
const pglite = await openDatabase({ kind: 'pglite' });
try {
  await measure('PGlite', pglite);
} finally {
  await pglite.close();
}

const url = process.env.DATABASE_URL;
if (url) {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: target.toString() });
  try {
    await measure('PostgreSQL', handle);
  } finally {
    await handle.close();
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  }
}
