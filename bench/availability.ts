// `npm run bench:availability`: the public availability of a day (the booking page's slots) over HTTP,
// for salons of 20 and 80 stylists with a year of history (slots and appointments) and a month ahead.
// A fresh PostgreSQL scratch database when DATABASE_URL is set (the budgets), else in-memory PGlite
// (figures only). The seed is set-based SQL (generate_series), so a year of 80 stylists takes seconds.
// The app listens on a loopback port and one kept-alive client connection calls it in turn, so each
// figure is the whole request: parsing, queries, slot statuses, JSON serialisation and the socket.
// Prints p50/p99 and the answer's size for the booking page's compact call and the spec's full call, and
// one `BUDGET {json}` line per budget of docs/performance.md (the compact call on PostgreSQL: p50 ≤ 5 ms at 20
// stylists and ≤ 10 ms at 80; ≤ 20 KB at 20 stylists), which `npm run bench` collects.
import { randomBytes } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { withScratchDatabase } from '../apps/server/test/scratch-database';
import { addDays, todayIn } from '../apps/server/src/lib/time-zones';
import { buildBenchApp } from './bench-app';
import { reportTable } from './budgets.mjs';

const SALONS = [
  { stylists: 20, budgetMs: 5, budgetKB: 20, calls: 300 },
  { stylists: 80, budgetMs: 10, budgetKB: 0, calls: 200 },
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
  call: string;
  stylists: number;
  'slots in answer': number;
  'answer KB': number;
  calls: number;
  'p50 ms': number;
  'p99 ms': number;
}

/** The booking page's call (compact) and the spec's full call, same body. */
const CALLS = [
  { name: 'times (the booking page)', path: '/api/v1/public/appointment/get-available-times-by-date' },
  { name: 'full (the spec)', path: '/api/v1/public/appointment/get-available-appointment-by-date' },
];

/** The slots of an answer of either call. */
function slotCount(data: { stylists: Array<{ slots?: unknown[]; slotIds?: unknown[] }> }): number {
  return data.stylists.reduce((sum, s) => sum + (s.slots ?? s.slotIds ?? []).length, 0);
}

/** One POST over a kept-alive connection: the time until the last byte of the answer, and the answer. */
function post(agent: Agent, url: URL, body: string): Promise<{ ms: number; status: number; text: string }> {
  return new Promise((resolvePost, reject) => {
    const started = performance.now();
    const request = httpRequest(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolvePost({
            ms: performance.now() - started,
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function measure(label: string, handle: DatabaseHandle): Promise<BenchRow[]> {
  await migrateDatabase(handle);
  const today = todayIn(ZONE, new Date());
  const started = performance.now();
  const salonIds: string[] = [];
  await withoutExclusionConstraints(handle, async () => {
    for (const salon of SALONS) salonIds.push(await seedSalon(handle, salon.stylists, today));
  });
  // As autovacuum leaves a table: statistics, and the visibility map the index-only scans read.
  await handle.db.execute('VACUUM ANALYZE');
  console.info(
    `  ${label}: seeded ${await countOf(handle, 'availability_slots')} slots and ` +
      `${await countOf(handle, 'appointments')} appointments (${HISTORY_DAYS} days back, ${AHEAD_DAYS} ahead) ` +
      `in ${Math.round((performance.now() - started) / 1000)} s`,
  );
  // A real listening server and a client on one kept-alive connection (no compression asked: the
  // answer's own size), as the page's browser calls it.
  const app = await buildBenchApp(handle);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  // A weekday two weeks ahead.
  let date = addDays(today, 14);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() === 0) date = addDays(date, 1);
  const rows: BenchRow[] = [];
  try {
    for (const [index, salon] of SALONS.entries()) {
      const body = JSON.stringify({ requestDate: date, salon: salonIds[index] });
      for (const call of CALLS) {
        const url = new URL(call.path, address);
        for (let i = 0; i < 30; i += 1) await post(agent, url, body); // warm-up
        const times: number[] = [];
        let first = { status: 0, text: '' };
        for (let i = 0; i < salon.calls; i += 1) {
          const answer = await post(agent, url, body);
          if (answer.status !== 200) throw new Error(`${call.path} ${answer.status}: ${answer.text}`);
          times.push(answer.ms);
          if (i === 0) first = answer;
        }
        times.sort((a, b) => a - b);
        const round = (ms: number) => Math.round(ms * 100) / 100;
        rows.push({
          database: label,
          call: call.name,
          stylists: salon.stylists,
          'slots in answer': slotCount(JSON.parse(first.text).data),
          'answer KB': Math.round((Buffer.byteLength(first.text) / 1024) * 10) / 10,
          calls: salon.calls,
          'p50 ms': round(percentile(times, 50)),
          'p99 ms': round(percentile(times, 99)),
        });
      }
    }
  } finally {
    agent.destroy();
    await app.close();
  }
  console.table(rows);
  return rows;
}

/**
 * The budgets hold for the booking page's call on PostgreSQL: p50 ≤ 5 ms at 20 stylists and
 * ≤ 10 ms at 80, and an answer of ≤ 20 KB at 20 stylists. PGlite's figures are printed for comparison.
 */
function printBudgets(rows: BenchRow[]): void {
  for (const row of rows.filter((r) => r.call === CALLS[0]!.name)) {
    const salon = SALONS.find((s) => s.stylists === row.stylists)!;
    const budgets = [
      {
        name: `availability of a day over HTTP, ${row.stylists} stylists, a year of history, ${row.database} p50`,
        figure: row['p50 ms'],
        unit: 'ms',
        budget: salon.budgetMs,
      },
      ...(salon.budgetKB
        ? [
            {
              name: `availability answer, ${row.stylists} stylists (${row['slots in answer']} slots), uncompressed`,
              figure: row['answer KB'],
              unit: 'KB',
              budget: salon.budgetKB,
            },
          ]
        : []),
    ];
    for (const line of budgets) {
      console.info(`BUDGET ${JSON.stringify({ ...line, met: line.figure <= line.budget })}`);
    }
  }
}

console.info(
  'Public availability of one salon day over HTTP (a listening server, one kept-alive connection, the ' +
    "answer's serialisation included): the booking page's compact call and the spec's full call",
);
const url = process.env.DATABASE_URL;
if (url) {
  const rows = await withScratchDatabase(url, 'bench', (handle) => measure('PostgreSQL', handle));
  reportTable('Availability of a day over HTTP, a year of history, PostgreSQL', rows);
  printBudgets(rows);
} else {
  // Without PostgreSQL the figures of PGlite are printed, for comparison only (no budget).
  const pglite = await openDatabase({ kind: 'pglite' });
  try {
    await measure('PGlite', pglite);
  } finally {
    await pglite.close();
  }
}
