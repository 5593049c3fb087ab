// `node bench/areas/export-memory.mjs`: the memory of the appointments CSV export (GET
// /api/v1/exports/appointments.csv) of a salon with 500,000 appointments. A fresh PostgreSQL database when
// DATABASE_URL is set (the budgets), else in-memory PGlite with 50,000 (figures only: PGlite's own memory
// is in this process). The seed is set-based SQL (INSERT … SELECT generate_series), a few seconds.
// The app listens on a loopback port in this process and the owner downloads the file over HTTP,
// reading it as it comes and keeping only its length. The process's RSS and V8 heap are sampled every
// 20 ms from just before the request to the last byte; the figures are the peak growth over the
// collected baseline. A file read whole into memory would grow the heap by several times its size.
import { randomBytes } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from '../apps/server/node_modules/drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { salons, users } from '../apps/server/src/db/schema';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { withScratchDatabase } from '../apps/server/test/scratch-database';
import { buildBenchApp } from './bench-app';
import { reportBudget, reportTable } from './budgets.mjs';

const STYLISTS = 50;
const ZONE = 'America/New_York';
const PASSWORD = 'BenchPass1!';
/**
 * Peak growth during the export, whatever the number of rows (the file is about 77 MB): a batch of rows,
 * the socket's buffers and the young generation's garbage between collections.
 */
const BUDGET = { heapMB: 48, rssMB: 96 };

/**
 * The salon, its owner, and `count` appointments over the past year, spread so no two of a stylist
 * overlap, on whole minutes as the app writes them (the export's keyset reads instants to the millisecond).
 */
async function seed(handle: DatabaseHandle, count: number): Promise<string> {
  const db = handle.db;
  const tag = randomBytes(3).toString('hex');
  const [salon] = await db
    .insert(salons)
    .values({ slug: `bench-export-${tag}`, name: 'Bench Salon', timeZone: ZONE })
    .returning({ id: salons.id });
  const salonId = salon!.id;
  const email = `bench.owner.${tag}@example.com`;
  await db.insert(users).values({
    salonId,
    role: 'salon',
    name: 'Bench Owner',
    email,
    passwordHash: await hashPassword(PASSWORD),
  });
  await db.execute(sql`
    insert into users (salon_id, role, name, email, password_hash)
    select ${salonId}::uuid, 'stylist', 'Stylist ' || n, 'bench.stylist.' || n || '.' || ${tag} || '@example.com', 'not-a-login'
    from generate_series(1, ${STYLISTS}) as n`);
  const spacing = Math.floor((365 * 24 * 60) / Math.ceil(count / STYLISTS));
  await db.execute(sql`
    with stylist as (
      select id, row_number() over (order by id) - 1 as k from users
      where salon_id = ${salonId}::uuid and role = 'stylist'
    )
    insert into appointments (salon_id, stylist_id, status, starts_at, ends_at, client_name, client_email,
      client_phone, gender, main_service_title, sub_service_title, sub_service_charges_cents, source, comment)
    select ${salonId}::uuid, stylist.id,
      (array['booked', 'confirmed', 'waiting', 'canceled'])[n % 4 + 1],
      start, start + interval '30 minutes',
      'Client ' || n, 'client.' || n || '@example.com', '2125550100',
      (array['male', 'female', 'other'])[n % 3 + 1], 'Haircut', 'Men''s Cut', 3500, 'website',
      case when n % 5 = 0 then 'Please use the side door, thanks' end
    from generate_series(0, ${count - 1}) as n
    join stylist on stylist.k = n % ${STYLISTS}
    cross join lateral (
      select date_trunc('minute', now()) - interval '365 days' + (n / ${STYLISTS}) * ${spacing} * interval '1 minute' as start
    ) as slot`);
  await db.execute(sql`vacuum analyze appointments`);
  return email;
}

function mb(bytes: number): number {
  return Math.round((bytes / 1024 / 1024) * 10) / 10;
}

interface Row {
  database: string;
  appointments: number;
  'file MB': number;
  seconds: number;
  'rows/s': number;
  'heap growth MB': number;
  'RSS growth MB': number;
}

async function measure(label: string, handle: DatabaseHandle, count: number): Promise<Row> {
  await migrateDatabase(handle);
  const started = performance.now();
  const email = await seed(handle, count);
  console.info(
    `  ${label}: seeded ${count} appointments in ${Math.round((performance.now() - started) / 1000)} s`,
  );
  const app = await buildBenchApp(handle, { rateLimits: { login: false } });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email, password: PASSWORD },
    });
    if (login.statusCode !== 200) throw new Error(`login ${login.statusCode}: ${login.body}`);
    const token = (login.json().data as { token: string }).token;

    global.gc?.();
    await sleep(100);
    const base = process.memoryUsage();
    const peak = { heap: base.heapUsed, rss: base.rss };
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peak.heap = Math.max(peak.heap, now.heapUsed);
      peak.rss = Math.max(peak.rss, now.rss);
    }, 20);
    const exportStarted = performance.now();
    const { status, bytes, lines } = await new Promise<{ status: number; bytes: number; lines: number }>(
      (resolve, reject) => {
        const request = httpRequest(
          new URL('/api/v1/exports/appointments.csv', address),
          { agent, headers: { token } },
          (response) => {
            let bytes = 0;
            let lines = 0;
            response.on('data', (chunk: Buffer) => {
              bytes += chunk.length;
              for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) lines += 1;
            });
            response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes, lines }));
            response.on('error', reject);
          },
        );
        request.on('error', reject);
        request.end();
      },
    );
    const seconds = (performance.now() - exportStarted) / 1000;
    clearInterval(sampler);
    if (status !== 200) throw new Error(`export answered ${status}`);
    // The header line, then one line per appointment (no comment holds a line break).
    if (lines !== count + 1) throw new Error(`export has ${lines - 1} rows, not ${count}`);
    return {
      database: label,
      appointments: count,
      'file MB': mb(bytes),
      seconds: Math.round(seconds * 10) / 10,
      'rows/s': Math.round(count / seconds),
      'heap growth MB': mb(peak.heap - base.heapUsed),
      'RSS growth MB': mb(peak.rss - base.rss),
    };
  } finally {
    agent.destroy();
    await app.close();
  }
}

console.info(
  'Appointments CSV export over HTTP (GET /exports/appointments.csv): peak memory growth while streaming',
);
if (!global.gc) console.info('  (run with --expose-gc for a collected baseline)');
const url = process.env.DATABASE_URL;
if (url) {
  const row = await withScratchDatabase(url, 'bench', (handle) => measure('PostgreSQL', handle, 500_000));
  console.table([row]);
  reportTable('Appointments CSV export over HTTP, peak memory growth, PostgreSQL', [row]);
  reportBudget({
    name: `appointments CSV export, ${row.appointments.toLocaleString('en-US')} appointments (${row['file MB']} MB), heap growth, PostgreSQL`,
    figure: row['heap growth MB'],
    unit: 'MB',
    budget: `≤ ${BUDGET.heapMB} MB`,
    met: row['heap growth MB'] <= BUDGET.heapMB,
  });
  reportBudget({
    name: `appointments CSV export, ${row.appointments.toLocaleString('en-US')} appointments, peak RSS growth, PostgreSQL`,
    figure: row['RSS growth MB'],
    unit: 'MB',
    budget: `≤ ${BUDGET.rssMB} MB`,
    met: row['RSS growth MB'] <= BUDGET.rssMB,
  });
} else {
  const pglite = await openDatabase({ kind: 'pglite' });
  try {
    console.table([await measure('PGlite', pglite, 50_000)]);
  } finally {
    await pglite.close();
  }
}
