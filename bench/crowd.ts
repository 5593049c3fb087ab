// `node bench/areas/crowd.mjs`: a crowd on one salon's public pages. The demo salon (demo seed, with its
// products and services) on a fresh PostgreSQL database (DATABASE_URL; without it nothing is measured),
// served over HTTP by the app in this process, while a worker thread (bench/crowd-load.mjs) keeps
// CONNECTIONS kept-alive connections busy for SECONDS with the calls of the public pages, mixed as
// visitors make them: of every 10 requests, 4 the home page's salon and website data, 3 a day's
// availability (the booking page's compact call), 2 the shop's first products, 1 a booking of a free
// slot (each booking a different slot, so every one is accepted). Both share the machine's 2 cores with
// PostgreSQL. Prints per call its count, p50 and p99, and the crowd's requests per second and p99
// against the budgets below.
import { rm, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
// drizzle-orm is a dependency of the server workspace only.
import { sql } from '../apps/server/node_modules/drizzle-orm';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { DEMO_SALON_ID } from '../apps/server/src/seed/demo-data';
import { seedDemoData } from '../apps/server/src/seed/seed';
import { serviceCategoryId, subServiceId } from '../apps/server/src/seed/services-videos';
import { LocalFileStorage } from '../apps/server/src/storage/local-file-storage';
import { withScratchDatabase } from '../apps/server/test/scratch-database';
import { buildBenchApp } from './bench-app';
import { reportBudget, reportTable } from './budgets.mjs';

const CONNECTIONS = 20;
const SECONDS = 10;
/** The crowd's budgets on the 2-core machine: requests per second of the mix, and its p99. */
const BUDGET = { requestsPerSecond: 500, p99Ms: 100 };
const MIX = ['home', 'times', 'home', 'products', 'times', 'home', 'book', 'times', 'products', 'home'];

const url = process.env.DATABASE_URL;
if (!url) {
  console.info('DATABASE_URL is not set: the crowd benchmark (PostgreSQL) is not measured');
  process.exit(0);
}

interface KindResult {
  statuses: Record<string, number>;
  ms: number[];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const round1 = (ms: number) => Math.round(ms * 10) / 10;

const uploads = await mkdtemp(join(tmpdir(), 'salon-crowd-'));
try {
  await withScratchDatabase(url, 'bench', async (handle) => {
    await migrateDatabase(handle);
    await seedDemoData(handle.db, new LocalFileStorage(uploads));
    // Free slots of the demo salon's stylists, from tomorrow on, each for one booking.
    const free = (
      (await handle.db.execute(sql`
        select s.id, s.stylist_id as "stylistId",
          to_char(s.starts_at at time zone z.time_zone, 'YYYY-MM-DD') as date,
          to_char(s.starts_at at time zone z.time_zone, 'HH24:MI') as time,
          s.starts_at as "startsAt"
        from availability_slots s join salons z on z.id = s.salon_id
        where s.salon_id = ${DEMO_SALON_ID}::uuid and not s.blocked and s.starts_at > now() + interval '1 day'
          and not exists (select 1 from appointments a where a.stylist_id = s.stylist_id
            and a.status <> 'canceled' and a.starts_at < s.ends_at and a.ends_at > s.starts_at)
        order by s.starts_at`)) as unknown as {
        rows: Array<{ id: string; stylistId: string; date: string; time: string; startsAt: string | Date }>;
      }
    ).rows;
    await handle.db.execute(sql`vacuum analyze`);
    if (free.length < 100) throw new Error(`Only ${free.length} free slots to book`);
    const bookings = free.map((slot, n) => ({
      name: `Crowd Visitor ${n}`,
      email: `crowd.${n}@example.com`,
      mobile: '2125550123',
      appointmentDate: slot.date,
      requiredDuration: 30,
      isNewUser: false,
      mainService: serviceCategoryId(1),
      subService: subServiceId(3),
      salon: DEMO_SALON_ID,
      stylistId: slot.stylistId,
      timeData: { id: slot.id, timeAsAString: slot.time, timeAsADate: new Date(slot.startsAt).toISOString() },
      slotId: slot.id,
    }));
    const requests = {
      home: { method: 'GET', path: '/api/v1/website/get-website-setting-by-name?name=demo-salon' },
      times: {
        method: 'POST',
        path: '/api/v1/public/appointment/get-available-times-by-date',
        body: JSON.stringify({ requestDate: free[0]!.date, salon: DEMO_SALON_ID }),
      },
      products: {
        method: 'POST',
        path: '/api/v1/product/get-product-by-salon-for-website',
        body: JSON.stringify({ name: 'demo-salon', pageNumber: 1, pageSize: 4 }),
      },
      book: { method: 'POST', path: '/api/v1/public/appointment/add-appointment-from-website' },
    };

    const app = await buildBenchApp(handle, { rateLimits: { booking: false } });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    let results: Record<string, KindResult>;
    try {
      const started = performance.now();
      results = await new Promise((resolve, reject) => {
        const worker = new Worker(new URL('./crowd-load.mjs', import.meta.url), {
          workerData: { base, connections: CONNECTIONS, seconds: SECONDS, mix: MIX, requests, bookings },
        });
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      const elapsed = (performance.now() - started) / 1000;
      const rows = Object.entries(results).map(([kind, result]) => {
        const sorted = [...result.ms].sort((a, b) => a - b);
        return {
          call: `${requests[kind as keyof typeof requests].method} ${requests[kind as keyof typeof requests].path.replace(/^\/api\/v1/, '').replace(/\?.*/, '')}`,
          requests: result.ms.length,
          statuses: Object.entries(result.statuses)
            .map(([status, n]) => `${status}×${n}`)
            .join(' '),
          'p50 ms': round1(percentile(sorted, 50)),
          'p99 ms': round1(percentile(sorted, 99)),
        };
      });
      const all = Object.values(results)
        .flatMap((result) => result.ms)
        .sort((a, b) => a - b);
      const perSecond = Math.round(all.length / elapsed);
      const p99 = round1(percentile(all, 99));
      console.info(
        `Crowd on the demo salon's public pages, PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s`,
      );
      console.table(rows);
      reportTable(
        `Crowd on a salon's public pages, PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s (${perSecond} req/s in all)`,
        rows,
      );
      console.info(`All calls: ${perSecond} req/s, p50 ${round1(percentile(all, 50))} ms, p99 ${p99} ms`);
      const failures = Object.values(results).reduce(
        (sum, result) =>
          sum +
          Object.entries(result.statuses)
            .filter(([status]) => status !== '200')
            .reduce((n, [, count]) => n + count, 0),
        0,
      );
      if (failures > 0) throw new Error(`${failures} calls of the crowd did not answer 200`);
      reportBudget({
        name: `crowd on a salon's public pages (home 4, availability 3, products 2, booking 1), ${CONNECTIONS} connections, PostgreSQL, throughput`,
        figure: perSecond,
        unit: 'req/s',
        budget: `≥ ${BUDGET.requestsPerSecond} req/s`,
        met: perSecond >= BUDGET.requestsPerSecond,
      });
      reportBudget({
        name: "crowd on a salon's public pages, p99 of every call",
        figure: p99,
        unit: 'ms',
        budget: `≤ ${BUDGET.p99Ms} ms`,
        met: p99 <= BUDGET.p99Ms,
      });
    } finally {
      await app.close();
    }
  });
} finally {
  await rm(uploads, { recursive: true, force: true });
}
