import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/client';

/** A throwaway database: its URL, and how to drop it. */
export interface ScratchDatabase {
  url: string;
  drop: () => Promise<void>;
}

async function asAdmin(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A new, empty PostgreSQL database `<prefix>_<random>` on the server of `url`, for the tests and the
 * benchmarks (never the app): a database of its own keeps the migrations' schema-qualified references
 * working and lets runs happen side by side.
 */
export async function createScratchDatabase(url: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await asAdmin(url, `CREATE DATABASE ${name}`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    drop: () => asAdmin(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** `use` on a fresh scratch database, which is closed and dropped afterwards, whatever happens. */
export async function withScratchDatabase<T>(
  url: string,
  prefix: string,
  use: (handle: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const scratch = await createScratchDatabase(url, prefix);
  const handle = await openDatabase({ kind: 'postgres', url: scratch.url });
  try {
    return await use(handle);
  } finally {
    await handle.close();
    await scratch.drop();
  }
}
