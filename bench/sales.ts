// `node bench/areas/sales.mjs`: the front desk on PostgreSQL (a fresh scratch database when DATABASE_URL
// is set). Two budgets: closing a sale (the Pay call that pays a two-line sale in full: stock taken,
// receipt numbered, rollups kept, receipt e-mail queued) p50 ≤ 50 ms over 200 sales; and the sales report
// (by day, stylist, service, product and method over a year) for a salon with 500,000 paid sales, each
// call's median ≤ 100 ms. The sales are made set-based (generate_series) with their lines, tips and
// payments, and the rollups are built from them as the paying transactions build theirs.
// drizzle-orm is a dependency of the server workspace only.
import { sql } from '../apps/server/node_modules/drizzle-orm';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '../apps/server/src/db/client';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { DEMO_PASSWORD, DEMO_SALON_ID, DEMO_USER_IDS } from '../apps/server/src/seed/demo-data';
import { productId } from '../apps/server/src/seed/products';
import { seedDemoData } from '../apps/server/src/seed/seed';
import { subServiceId } from '../apps/server/src/seed/services-videos';
import { LocalFileStorage } from '../apps/server/src/storage/local-file-storage';
import { withScratchDatabase } from '../apps/server/test/scratch-database';
import { buildBenchApp } from './bench-app';
import { reportBudget, reportTable } from './budgets.mjs';

const CLOSES = 200;
const SALES = 500_000;
const CLOSE_BUDGET_MS = 50;
const REPORT_BUDGET_MS = 100;

const round = (ms: number) => Math.round(ms * 10) / 10;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** 500,000 paid sales over the last year: a service by one of the demo stylists and a product each. */
async function seedHistory(handle: DatabaseHandle, year: number) {
  // One transaction without the app's statement timeout: a seed, not a request.
  await handle.db.transaction(async (db) => {
    await db.execute(sql`set local statement_timeout = 0`);
    await seedRows(db, year);
  });
  await handle.db.execute(sql`vacuum analyze sales`);
  await handle.db.execute(sql`vacuum analyze sale_lines`);
  await handle.db.execute(sql`vacuum analyze sale_payments`);
  await handle.db.execute(sql`vacuum analyze sale_day_totals`);
}

async function seedRows(db: Pick<DatabaseHandle['db'], 'execute'>, year: number) {
  const stylists = [DEMO_USER_IDS.stylist];
  await db.execute(sql`
    insert into sales (salon_id, status, currency, client_name, subtotal_minor, tax_minor, tip_minor,
      total_minor, paid_minor, stock_taken, receipt_number, receipt, paid_at, idempotency_key, created_at)
    select ${DEMO_SALON_ID}::uuid, 'paid', 'USD', 'Client ' || n, 7000, 0, 500, 7500, 7500, true,
      1000000 + n, '{"salonName":"Bench","address":"","taxNumber":"","taxLabel":"Tax"}'::jsonb, at,
      'hist-' || n, at
    from generate_series(1, ${SALES}) as n
    cross join lateral (select (${`${year}-01-01`}::date)::timestamptz + (n * interval '63 seconds') as at) as t`);
  // The rows are made consistent by construction: their foreign-key checks (a row lock on each sale) would
  // take minutes and measure nothing the report reads.
  await db.execute(sql`alter table sale_lines disable trigger all`);
  await db.execute(sql`alter table sale_payments disable trigger all`);
  await db.execute(sql`
    insert into sale_lines (salon_id, sale_id, position, kind, item_id, name, stylist_id, stylist_name,
      quantity, list_price_minor, unit_price_minor, gross_minor, discount_minor, tax_minor, total_minor)
    select s.salon_id, s.id, l.position, l.kind, l.item_id, l.name, l.stylist_id, l.stylist_name, 1, l.price,
      l.price, l.price, 0, 0, l.price
    from sales s
    cross join lateral (values
      (0, 'service', ${subServiceId(1)}::uuid, 'Haircut', ${stylists[0]}::uuid, 'Stella', 5500),
      (1, 'product', ${productId(1)}::uuid, 'Shampoo', null::uuid, '', 1500)
    ) as l(position, kind, item_id, name, stylist_id, stylist_name, price)
    where s.salon_id = ${DEMO_SALON_ID}::uuid and s.idempotency_key like 'hist-%'`);
  await db.execute(sql`
    insert into sale_payments (salon_id, sale_id, method, status, amount_minor, idempotency_key, created_at)
    select salon_id, id, (array['card', 'cash'])[(receipt_number % 2) + 1], 'paid', total_minor,
      'hist-pay-' || receipt_number, paid_at
    from sales where salon_id = ${DEMO_SALON_ID}::uuid and idempotency_key like 'hist-%'`);
  await db.execute(sql`alter table sale_lines enable trigger all`);
  await db.execute(sql`alter table sale_payments enable trigger all`);
  // The rollups the paying transactions keep, built at once from the same rows.
  const day = sql.raw(`(s.paid_at at time zone 'America/New_York')::date`);
  await db.execute(sql`
    insert into sale_day_totals (salon_id, day, kind, stylist_key, item_key, line_kind, label, quantity,
      sales_minor, tax_minor, tip_minor)
    select s.salon_id, ${day}, 'sale', '', '', '', 'Salon', count(*), sum(s.total_minor - s.tip_minor),
      sum(s.tax_minor), sum(s.tip_minor)
    from sales s where s.salon_id = ${DEMO_SALON_ID}::uuid and s.idempotency_key like 'hist-%'
    group by 1, 2
    union all
    select s.salon_id, ${day}, 'sale', l.stylist_id::text, '', '', max(l.stylist_name), count(*),
      sum(l.total_minor), sum(l.tax_minor), sum(s.tip_minor)
    from sales s join sale_lines l on l.salon_id = s.salon_id and l.sale_id = s.id and l.stylist_id is not null
    where s.salon_id = ${DEMO_SALON_ID}::uuid and s.idempotency_key like 'hist-%'
    group by 1, 2, 4
    union all
    select s.salon_id, ${day}, 'line', coalesce(l.stylist_id::text, ''), l.item_id::text, l.kind, max(l.name),
      sum(l.quantity), sum(l.total_minor), sum(l.tax_minor), 0
    from sales s join sale_lines l on l.salon_id = s.salon_id and l.sale_id = s.id
    where s.salon_id = ${DEMO_SALON_ID}::uuid and s.idempotency_key like 'hist-%'
    group by 1, 2, 4, 5, 6
    union all
    select p.salon_id, ${sql.raw(`(p.created_at at time zone 'America/New_York')::date`)}, 'payment', '',
      p.method, '', initcap(p.method), count(*), sum(p.amount_minor), 0, 0
    from sale_payments p where p.salon_id = ${DEMO_SALON_ID}::uuid and p.idempotency_key like 'hist-pay-%'
    group by 1, 2, 5`);
}

async function measure(handle: DatabaseHandle) {
  await migrateDatabase(handle);
  const storage = new LocalFileStorage(mkdtempSync(join(tmpdir(), 'bench-sales-')));
  await seedDemoData(handle.db, storage);
  // Enough stock for every sale the bench closes.
  await handle.db.execute(sql`update products set stock = 100000 where salon_id = ${DEMO_SALON_ID}::uuid`);
  const app = await buildBenchApp(handle, { rateLimits: { login: false } });
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    payload: { email: 'owner@example.com', password: DEMO_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`login ${login.statusCode}: ${login.body}`);
  const token = (login.json().data as { token: string }).token;
  const call = async (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => {
    const started = performance.now();
    const answer = await app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { token },
      ...(payload ? { payload } : {}),
    });
    const ms = performance.now() - started;
    if (answer.statusCode !== 200) throw new Error(`${url} ${answer.statusCode}: ${answer.body}`);
    return { ms, data: answer.json().data as Record<string, unknown> & { _id: string; totalMinor: number } };
  };

  // Closing a sale: open ones made first, then each paid in full in one tap.
  const open: Array<{ _id: string; totalMinor: number }> = [];
  for (let n = 0; n < CLOSES + 20; n += 1) {
    const sale = (await call('POST', '/sales/start', { key: `bench-start-${n}` })).data;
    const saved = await call('POST', '/sales/save', {
      saleId: sale._id,
      lines: [
        { kind: 'service', itemId: subServiceId(1), stylistId: DEMO_USER_IDS.stylist },
        { kind: 'product', itemId: productId(1) },
      ],
      tip: { kind: 'percent', value: 10 },
      client: { name: 'Bench Client', email: 'bench.client@example.com' },
    });
    open.push(saved.data);
  }
  const closes: number[] = [];
  for (const [n, sale] of open.entries()) {
    const { ms } = await call('POST', '/sales/pay', {
      saleId: sale._id,
      key: `bench-pay-${n}`,
      method: 'cash',
      amountMinor: sale.totalMinor,
    });
    if (n >= 20) closes.push(ms); // the first 20 warm up
  }

  const year = new Date().getUTCFullYear() - 1;
  const started = performance.now();
  await seedHistory(handle, year);
  console.info(
    `PostgreSQL: seeded ${SALES.toLocaleString('en')} paid sales in ${round((performance.now() - started) / 1000)} s`,
  );
  const rows: Array<Record<string, unknown>> = [
    {
      call: 'POST /sales/pay (closes the sale)',
      'p50 ms': round(median(closes)),
      'p95 ms': round([...closes].sort((a, b) => a - b)[Math.floor(closes.length * 0.95)]!),
    },
  ];
  const reports: number[] = [];
  for (const by of ['day', 'stylist', 'service', 'product', 'method']) {
    const url = `/sales/report?from=${year}-01-01&to=${year}-12-31&by=${by}`;
    for (let i = 0; i < 3; i += 1) await call('GET', url);
    const times: number[] = [];
    for (let i = 0; i < 20; i += 1) times.push((await call('GET', url)).ms);
    const p50 = round(median(times));
    reports.push(p50);
    rows.push({
      call: `GET /sales/report by ${by} (a year)`,
      'p50 ms': p50,
      'p95 ms': round([...times].sort((a, b) => a - b)[18]!),
    });
  }
  await app.close();
  console.table(rows);
  reportTable('Front desk: closing a sale, and the sales report over 500,000 sales (PostgreSQL)', rows);
  return { close: round(median(closes)), report: Math.max(...reports) };
}

const url = process.env.DATABASE_URL;
if (url) {
  const figures = await withScratchDatabase(url, 'bench', (handle) => measure(handle));
  reportBudget({
    name: 'Front desk: closing a sale (Pay in full), PostgreSQL p50',
    figure: figures.close,
    unit: 'ms',
    budget: `≤ ${CLOSE_BUDGET_MS} ms`,
    met: figures.close <= CLOSE_BUDGET_MS,
  });
  reportBudget({
    name: 'Sales report over 500,000 sales, a year, slowest grouping, PostgreSQL median',
    figure: figures.report,
    unit: 'ms',
    budget: `≤ ${REPORT_BUDGET_MS} ms`,
    met: figures.report <= REPORT_BUDGET_MS,
  });
} else {
  console.info('DATABASE_URL is not set: the front desk budgets (PostgreSQL) are not measured');
}
