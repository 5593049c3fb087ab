// `node bench/areas/list-throughput.mjs`: throughput of a paged list, the owner's Users screen
// (`GET /users/get-users`, page 1 of 10 among 1,000 clients), against a route that does nothing
// (`GET /health`), both over HTTP with 20 connections on a fresh PostgreSQL database (DATABASE_URL).
// The budget: the list reaches ≥ 25 % of the no-op route's requests per second. The load comes from
// an autocannon worker thread, so the server keeps the main thread to itself.
//
// For reference it also measures a floor that no app code can beat: a bare `node:http` server whose
// handler runs only the list's two statements (the session check and the page) as prepared statements
// on the raw `pg` pool, with no framework, token check, validation or mapping (bench/list-floor.ts).
import autocannon from 'autocannon';
// drizzle-orm is a dependency of the server workspace only.
import { sql } from '../apps/server/node_modules/drizzle-orm';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { withScratchDatabase } from '../apps/server/test/scratch-database';
import { DEMO_PASSWORD, DEMO_SALON_ID } from '../apps/server/src/seed/demo-data';
import { seedDemoData } from '../apps/server/src/seed/seed';
import { buildBenchApp } from './bench-app';
import { startListFloor } from './list-floor';
import { reportBudget } from './budgets.mjs';

const CLIENTS = 1_000;
const SECONDS = 6;
const ROUNDS = 2;
const BUDGET = 25;

const url = process.env.DATABASE_URL;
if (!url) {
  console.info('DATABASE_URL is not set: the paged-list throughput budget (PostgreSQL) is not measured');
  process.exit(0);
}

await withScratchDatabase(url, 'bench', async (handle) => {
  await migrateDatabase(handle);
  await seedDemoData(handle.db);
  const stylist = sql`(select id from users where salon_id = ${DEMO_SALON_ID}::uuid and role = 'stylist' limit 1)`;
  await handle.db.execute(sql`
    insert into users (salon_id, role, name, email, phone, gender, stylist_id, password_hash)
    select ${DEMO_SALON_ID}::uuid, 'user', 'Bench Client ' || n, 'bench.client.' || n || '@example.com',
      (3125550000 + n)::text, 'female', ${stylist}, 'not-a-login'
    from generate_series(1, ${CLIENTS}) as n`);
  await handle.db.execute(sql`vacuum analyze users`);

  const app = await buildBenchApp(handle, { rateLimits: { login: false } });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${base}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@example.com', password: DEMO_PASSWORD }),
  }).then((r) => r.json() as Promise<{ data: { token: string } }>);
  const floor = await startListFloor(handle, login.data.token);
  const routes = [
    { call: 'GET /health (no-op)', url: `${base}/api/v1/health`, headers: {} as Record<string, string> },
    {
      call: 'GET /users/get-users (owner, page 1 of 10)',
      url: `${base}/api/v1/users/get-users?pageNumber=1&pageSize=10&filterValue=`,
      headers: { token: login.data.token },
    },
    { call: 'floor: bare node:http, the two statements only', url: floor.url, headers: {} },
  ];
  const perSecond = routes.map(() => [] as number[]);
  const rows: Array<Record<string, string | number>> = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [n, route] of routes.entries()) {
      const result = await autocannon({
        url: route.url,
        headers: route.headers,
        connections: 20,
        duration: SECONDS,
        workers: 1,
      });
      if (result.non2xx || result.errors)
        throw new Error(`${route.call}: ${result.non2xx + result.errors} failures`);
      perSecond[n]!.push(result.requests.average);
      rows.push({
        round: round + 1,
        call: route.call,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
      });
    }
  }
  await floor.close();
  await app.close();
  console.info(`Paged list against a no-op route, PostgreSQL, 20 connections, ${ROUNDS} × ${SECONDS} s each`);
  console.table(rows);
  const best = (values: number[]) => Math.max(...values);
  const percentOfNoOp = (n: number) => Math.round((best(perSecond[n]!) / best(perSecond[0]!)) * 1000) / 10;
  const ratio = percentOfNoOp(1);
  console.info(`The list reaches ${ratio} % of the no-op route's throughput (best round of each)`);
  console.info(
    `The floor (the list's two statements behind a bare node:http server) reaches ${percentOfNoOp(2)} %`,
  );
  reportBudget({
    name: "Paged list (owner's users) throughput / no-op route, PostgreSQL, 20 connections",
    figure: ratio,
    unit: '%',
    budget: `≥ ${BUDGET} %`,
    met: ratio >= BUDGET,
  });
});
