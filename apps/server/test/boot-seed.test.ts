import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { salons, users } from '../src/db/schema';
import { demoSalons, demoUsers } from '../src/seed/demo-data';
import { startServer, type RunningServer } from '../src/server';
import { createScratchDatabase } from './scratch-database';

/*
 * Instances starting together on an empty PostgreSQL database with SEED_DEMO=1 (issue 23, item 5): the
 * seed runs under the migrations' advisory lock, so one instance seeds and the others find it seeded;
 * none crashes. (PGlite is one process per data folder: nothing to race.)
 */
const INSTANCES = 6;
const url = process.env.DATABASE_URL;
let drop = async () => {};
const running: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(running.map((server) => server.app.close()));
  await drop();
});

it.skipIf(!url)(
  `${INSTANCES} instances with SEED_DEMO=1 start together: all serve, one seeds`,
  { timeout: 240_000 },
  async () => {
    const scratch = await createScratchDatabase(url!, 'test');
    drop = scratch.drop;
    const config = () =>
      loadConfig({
        DATABASE_URL: scratch.url,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'salon-boot-')),
        PORT: '0',
        HOST: '127.0.0.1',
        JWT_SECRET: 'boot-seed-test-secret-boot-seed-test-secret',
        SEED_DEMO: '1',
        PAYMENTS: 'offline',
        MAIL: 'files',
        LOG_LEVEL: 'silent',
      });
    const starts = await Promise.allSettled(Array.from({ length: INSTANCES }, () => startServer(config())));
    for (const start of starts) if (start.status === 'fulfilled') running.push(start.value);
    expect(starts.filter((start) => start.status === 'rejected')).toEqual([]);
    expect(running.filter((server) => server.seeded)).toHaveLength(1);

    const db = running[0]!.database.db;
    const [userRows] = await db.select({ n: count() }).from(users);
    const [salonRows] = await db.select({ n: count() }).from(salons);
    expect(salonRows!.n).toBeGreaterThanOrEqual(demoSalons.length);
    expect(userRows!.n).toBeGreaterThanOrEqual(demoUsers.length);
    for (const server of running) {
      const ready = await server.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
      expect(ready.statusCode).toBe(200);
    }
  },
);
