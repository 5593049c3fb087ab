import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquirePgliteLock } from './pglite-lock';
import { schema } from './schema';

/** The driver-neutral Drizzle database the repositories receive. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /**
   * Applies the SQL migrations of `folder` that have not run yet, then `andThen` (the demo seed), both
   * holding the migrations' lock: instances starting together take turns.
   */
  migrate(folder: string, andThen?: () => Promise<void>): Promise<void>;
  /**
   * PostgreSQL only: the pool's connections now (metrics). PGlite is one connection in the process,
   * with no pool to fill or wait on.
   */
  poolStats?(): PoolStats;
  /** PGlite only: the whole database as a tarball, to open copies of it quickly (test template). */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

/** A connection pool's state: its size limit, the connections open, idle, and the requests waiting. */
export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string }
  /** `dataDir` undefined: an in-memory database (tests), optionally a copy of a `snapshot()`. */
  | { kind: 'pglite'; dataDir?: string; loadSnapshot?: Blob };

/** Advisory lock key of the migrations (any constant; 'salon-migrations' as digits). */
const MIGRATION_LOCK = 5_417_296_001;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const max = Number(process.env.DATABASE_POOL_SIZE ?? 10);
    const pool = new pg.Pool({
      connectionString: options.url,
      max,
      // Bound how long one request may hold or wait for a connection: past these the request answers
      // 503 (db/errors.ts isDatabaseBusy) and the connection goes back to the pool.
      connectionTimeoutMillis: 10_000,
      statement_timeout: 15_000,
      idle_in_transaction_session_timeout: 30_000,
    });
    // An idle connection that the server ends (a restart, a failover, an administrator) emits an error
    // on the pool; without a listener it would crash the process. The pool replaces the connection.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzleNodePg({ client: pool, schema });
    return {
      db,
      driver: 'postgres',
      migrate: async (migrationsFolder, andThen) => {
        // Instances starting together take turns: the first migrates, the others then find nothing
        // to do. The lock is held by one session, which also runs the migrations (without the pool's
        // statement timeout: building an index on a big table may take a while).
        const session = await pool.connect();
        try {
          await session.query('SET statement_timeout = 0');
          await session.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migrateNodePg(drizzleNodePg({ client: session, schema }), { migrationsFolder });
          // Runs on the pool's other connections while this session holds the lock.
          if (andThen) await andThen();
        } finally {
          await session.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
          session.release();
        }
      },
      poolStats: () => ({
        max,
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => pool.end(),
    };
  }

  let release = () => {};
  if (options.dataDir) {
    mkdirSync(dirname(options.dataDir), { recursive: true });
    release = acquirePgliteLock(options.dataDir);
  }
  try {
    const client = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadSnapshot ? { loadDataDir: options.loadSnapshot } : {}),
      // The booking exclusion constraints need btree_gist (CREATE EXTENSION in a migration).
      extensions: { btree_gist },
    });
    const db = drizzlePglite({ client, schema });
    return {
      db,
      driver: 'pglite',
      // One process owns the data folder (pglite-lock.ts): nobody to take turns with.
      migrate: async (migrationsFolder, andThen) => {
        await migratePglite(db, { migrationsFolder });
        if (andThen) await andThen();
      },
      snapshot: async () => {
        const dump = await client.dumpDataDir('none');
        return dump;
      },
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
