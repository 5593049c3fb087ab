// `npm run bench:availability`: server time of the public availability call (the booking page's slots of
// a day) for salons of 20 and 80 stylists with a year of history (slots and appointments) and a month
// ahead. Fresh in-memory PGlite, and also a fresh PostgreSQL database when DATABASE_URL is set. The
// seed is set-based SQL (generate_series), so a year of 80 stylists takes seconds. Prints p50/p95 over
// the calls (inject: the whole request in the server, no network), and one `BUDGET {json}` line per
// budget of issue 13 (PostgreSQL: p50 ≤ 5 ms at 20 stylists, ≤ 10 ms at 80), which `npm run bench`
// collects into its summary.
import { randomBytes } from 'node:crypto';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { withScratchDatabase } from '../apps/server/test/scratch-database';
import { addDays, todayIn } from '../apps/server/src/lib/time-zones';
import { buildBenchApp } from './bench-app';

const SALONS = [
  { stylists: 20, budgetMs: 5, calls: 200 },
  { stylists: 80, budgetMs: 10, calls: 100 },
];
const HISTORY_DAYS = 365;
const AHEAD_DAYS = 30;
const ZONE = 'America/New_York';

/**
 * A salon of `count` stylists, each with slots from 09:00 to 17:00 (Mon–Sat) over the past year and the
 * next month, and every third slot booked (a different phase per stylist; a quarter of them canceled).
 */
async function seedSalon(handle: DatabaseHandle, count: number, today: string): Promise<string> {
  // Set-based SQL with the values written in: every one is made here (ids, dates, a constant zone).
  const db = handle.db;
  const tag = randomBytes(3).toString('hex');
  const salon = await db.execute<{ id: string }>(`
    INSERT INTO salons (slug, name, time_zone) VALUES ('bench-${count}-${tag}', 'Bench Salon', '${ZONE}')
    RETURNING id`);
  const salonId = rowsOf<{ id: string }>(salon)[0]!.id;
  await db.execute(`
    INSERT INTO users (salon_id, role, name, email, password_hash)
    SELECT '${salonId}'::uuid, 'stylist', 'Stylist ' || lpad(n::text, 2, '0'),
           'bench.stylist.' || n || '.' || '${tag}' || '@example.com', 'not-a-login'
    FROM generate_series(1, ${count}) AS n`);
  const from = addDays(today, -HISTORY_DAYS);
  const to = addDays(today, AHEAD_DAYS - 1);
  // Salon-local wall-clock times: 09:00–17:00 never falls in a daylight-saving gap in New York.
  await db.execute(`
    INSERT INTO availability_slots (salon_id, stylist_id, starts_at, ends_at)
    SELECT '${salonId}'::uuid, s.id, local AT TIME ZONE '${ZONE}', (local AT TIME ZONE '${ZONE}') + interval '30 minutes'
    FROM users s
    CROSS JOIN generate_series('${from}'::date, '${to}'::date, interval '1 day') AS d
    CROSS JOIN generate_series(0, 15) AS n
    CROSS JOIN LATERAL (SELECT d::date + time '09:00' + n * interval '30 minutes' AS local) AS l
    WHERE s.salon_id = '${salonId}'::uuid AND s.role = 'stylist' AND extract(dow FROM d) <> 0`);
  await db.execute(`
    INSERT INTO appointments (salon_id, stylist_id, slot_id, status, starts_at, ends_at, client_name,
                              client_email, client_phone, gender, source)
    SELECT '${salonId}'::uuid, slot.stylist_id, slot.id,
           (ARRAY['booked', 'confirmed', 'waiting', 'canceled'])[1 + (slot.n / 3) % 4],
           slot.starts_at, slot.ends_at, 'Client ' || slot.n, 'client.' || slot.n || '@example.com',
           '2125550100', 'female', 'website'
    FROM (
      SELECT a.id, a.stylist_id, a.starts_at, a.ends_at,
             (row_number() OVER (PARTITION BY a.stylist_id ORDER BY a.starts_at))::int AS n,
             dense_rank() OVER (ORDER BY a.stylist_id)::int AS phase
      FROM availability_slots a WHERE a.salon_id = '${salonId}'::uuid
    ) AS slot
    WHERE (slot.n + slot.phase) % 3 = 0`);
  return salonId;
}

/**
 * Runs a bulk load with the no-overlap constraints (GiST) of slots and appointments dropped, then adds
 * them back as the migrations defined them (read from the catalogue): building the index once is minutes
 * faster than a row-by-row insert into it, and re-adding checks every seeded row.
 */
async function withoutExclusionConstraints(handle: DatabaseHandle, load: () => Promise<void>) {
  const constraints = rowsOf<{ tbl: string; name: string; def: string }>(
    await handle.db.execute(`
      SELECT conrelid::regclass::text AS tbl, conname AS name, pg_get_constraintdef(oid) AS def
      FROM pg_constraint
      WHERE contype = 'x' AND conrelid IN ('appointments'::regclass, 'availability_slots'::regclass)`),
  );
  for (const c of constraints) await handle.db.execute(`ALTER TABLE ${c.tbl} DROP CONSTRAINT ${c.name}`);
  await load();
  for (const c of constraints) {
    await handle.db.execute(`ALTER TABLE ${c.tbl} ADD CONSTRAINT ${c.name} ${c.def}`);
  }
}

async function countOf(handle: DatabaseHandle, table: 'availability_slots' | 'appointments') {
  const result = await handle.db.execute<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rowsOf<{ n: number }>(result)[0]!.n;
}

/** The rows of a raw query (the driver-neutral Database type does not know its result's shape). */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface BenchRow {
  database: string;
  stylists: number;
  'slots in answer': number;
  calls: number;
  'p50 ms': number;
  'p95 ms': number;
}

async function measure(label: string, handle: DatabaseHandle): Promise<BenchRow[]> {
  await migrateDatabase(handle);
  const today = todayIn(ZONE, new Date());
  const started = performance.now();
  const salonIds: string[] = [];
  await withoutExclusionConstraints(handle, async () => {
    for (const salon of SALONS) salonIds.push(await seedSalon(handle, salon.stylists, today));
  });
  await handle.db.execute('ANALYZE');
  console.info(
    `  ${label}: seeded ${await countOf(handle, 'availability_slots')} slots and ` +
      `${await countOf(handle, 'appointments')} appointments (${HISTORY_DAYS} days back, ${AHEAD_DAYS} ahead) ` +
      `in ${Math.round((performance.now() - started) / 1000)} s`,
  );
  const app = await buildBenchApp(handle);
  // A weekday two weeks ahead.
  let date = addDays(today, 14);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() === 0) date = addDays(date, 1);
  const rows: BenchRow[] = [];
  for (const [index, salon] of SALONS.entries()) {
    const request = {
      method: 'POST' as const,
      url: '/api/v1/public/appointment/get-available-appointment-by-date',
      payload: { requestDate: date, salon: salonIds[index] },
    };
    for (let i = 0; i < 20; i += 1) await app.inject(request); // warm-up
    const times: number[] = [];
    let slots = 0;
    for (let i = 0; i < salon.calls; i += 1) {
      const callStarted = performance.now();
      const response = await app.inject(request);
      times.push(performance.now() - callStarted);
      if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
      if (i === 0) {
        const day = response.json().data as { stylists: Array<{ slots: unknown[] }> };
        slots = day.stylists.reduce((sum, s) => sum + s.slots.length, 0);
      }
    }
    times.sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 100) / 100;
    rows.push({
      database: label,
      stylists: salon.stylists,
      'slots in answer': slots,
      calls: salon.calls,
      'p50 ms': round(percentile(times, 50)),
      'p95 ms': round(percentile(times, 95)),
    });
  }
  await app.close();
  console.table(rows);
  return rows;
}

/** Issue 13's budgets hold on PostgreSQL; PGlite's figures are printed for comparison. */
function printBudgets(rows: BenchRow[]): void {
  for (const row of rows) {
    const budget = SALONS.find((salon) => salon.stylists === row.stylists)!.budgetMs;
    const line = {
      name: `availability of a day, ${row.stylists} stylists, a year of history, ${row.database} p50`,
      figure: row['p50 ms'],
      unit: 'ms',
      budget,
      met: row['p50 ms'] <= budget,
    };
    console.info(`BUDGET ${JSON.stringify(line)}`);
  }
}

console.info(
  'Public availability (get-available-appointment-by-date), one salon day, server time via inject',
);
const pglite = await openDatabase({ kind: 'pglite' });
try {
  await measure('PGlite', pglite);
} finally {
  await pglite.close();
}

const url = process.env.DATABASE_URL;
if (url) {
  printBudgets(await withScratchDatabase(url, 'bench', (handle) => measure('PostgreSQL', handle)));
}
