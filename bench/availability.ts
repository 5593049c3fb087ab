// `npm run bench:availability`: latency of the public availability call (the booking page's slots of a
// day) for a salon with 20 stylists and a month of slots and appointments. Fresh in-memory PGlite, and
// also a fresh PostgreSQL database when DATABASE_URL is set. Prints p50/p95/p99 over 200 calls (inject).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { createContainer } from '../apps/server/src/container';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { appointments, availabilitySlots, salons, users } from '../apps/server/src/db/schema';
import { slotsOfRange } from '../apps/server/src/modules/availability/slot-generation';
import { addDays, todayIn, WEEK_DAY_NAMES } from '../apps/server/src/modules/availability/zone';

const STYLISTS = 20;
const DAYS = 30;
const CALLS = 200;
const ZONE = 'America/New_York';

async function seed(handle: DatabaseHandle): Promise<{ salonId: string; date: string }> {
  const db = handle.db;
  const [salon] = await db
    .insert(salons)
    .values({ slug: `bench-${randomBytes(3).toString('hex')}`, name: 'Bench Salon', timeZone: ZONE })
    .returning({ id: salons.id });
  const salonId = salon!.id;
  const stylists = await db
    .insert(users)
    .values(
      Array.from({ length: STYLISTS }, (_, n) => ({
        salonId,
        role: 'stylist' as const,
        name: `Stylist ${String(n + 1).padStart(2, '0')}`,
        email: `bench.stylist.${n}.${salonId.slice(0, 8)}@example.com`,
        passwordHash: 'not-a-login',
      })),
    )
    .returning({ id: users.id });
  const now = new Date();
  const today = todayIn(ZONE, now);
  const hours = WEEK_DAY_NAMES.map((day) => ({
    day,
    slots: day === 'Sun' ? [] : [{ startTime: '09:00', endTime: '17:00' }],
  }));
  const generated = slotsOfRange(
    ZONE,
    today,
    addDays(today, DAYS - 1),
    hours,
    new Date(now.getTime() - 86_400_000),
  );
  let slotCount = 0;
  let appointmentCount = 0;
  for (const [index, stylist] of stylists.entries()) {
    const rows = generated.map((slot) => ({ salonId, stylistId: stylist.id, ...slot }));
    for (let i = 0; i < rows.length; i += 1000)
      await db.insert(availabilitySlots).values(rows.slice(i, i + 1000));
    slotCount += rows.length;
    // Every third slot booked (a different phase per stylist): about a third of the month is taken.
    const booked = generated.filter((_, n) => (n + index) % 3 === 0);
    const statuses = ['booked', 'confirmed', 'waiting', 'canceled'] as const;
    const values = booked.map((slot, n) => ({
      salonId,
      stylistId: stylist.id,
      status: statuses[n % statuses.length]!,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      clientName: `Client ${n}`,
      clientEmail: `client.${n}@example.com`,
      clientPhone: '2125550100',
      gender: 'female' as const,
      source: 'website' as const,
    }));
    for (let i = 0; i < values.length; i += 1000)
      await db.insert(appointments).values(values.slice(i, i + 1000));
    appointmentCount += values.length;
  }
  console.info(
    `  seeded ${STYLISTS} stylists, ${slotCount} slots, ${appointmentCount} appointments over ${DAYS} days`,
  );
  // A weekday in the middle of the month.
  let date = addDays(today, 14);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() === 0) date = addDays(date, 1);
  return { salonId, date };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(label: string, handle: DatabaseHandle) {
  await migrateDatabase(handle);
  const { salonId, date } = await seed(handle);
  const container = createContainer({
    db: handle.db,
    jwtSecret: new TextEncoder().encode('bench-secret-bench-secret-bench-secret!!'),
    sessionTtlSeconds: 3600,
    storageDir: '/nonexistent-bench-storage',
  });
  const app = await buildApp({ container });
  await app.ready();
  const request = {
    method: 'POST' as const,
    url: '/api/v1/public/appointment/get-available-appointment-by-date',
    payload: { requestDate: date, salon: salonId },
  };
  for (let i = 0; i < 20; i += 1) await app.inject(request); // warm-up
  const times: number[] = [];
  let slots = 0;
  for (let i = 0; i < CALLS; i += 1) {
    const started = performance.now();
    const response = await app.inject(request);
    times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
    if (i === 0) {
      const day = response.json().data as { stylists: Array<{ slots: unknown[] }> };
      slots = day.stylists.reduce((sum, s) => sum + s.slots.length, 0);
    }
  }
  await app.close();
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  const row = {
    database: label,
    stylists: STYLISTS,
    'slots in answer': slots,
    calls: CALLS,
    'p50 ms': round(percentile(times, 50)),
    'p95 ms': round(percentile(times, 95)),
    'p99 ms': round(percentile(times, 99)),
  };
  console.table([row]);
  return row;
}

console.info('Public availability (get-available-appointment-by-date), one salon day, via inject');
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
