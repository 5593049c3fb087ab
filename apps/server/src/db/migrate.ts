import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from './client';

/**
 * The drizzle-kit migrations folder: `src/db/migrations` when running the sources (tsx, vitest), and
 * `dist/migrations` in the build, where build.mjs copies it next to the bundled main.js. Both are
 * `./migrations` relative to the module that holds this code.
 */
export function migrationsFolder(): string {
  const folder = fileURLToPath(new URL('./migrations', import.meta.url));
  if (!existsSync(folder)) throw new Error(`The migrations folder is missing: ${folder}`);
  return folder;
}

/** Applies the pending migrations, then `andThen` (the demo seed), both under the migrations' lock. */
export async function migrateDatabase(handle: DatabaseHandle, andThen?: () => Promise<void>): Promise<void> {
  await handle.migrate(migrationsFolder(), andThen);
}

/** The journal time (`when`) of the newest migration this build ships. */
export function newestMigrationAt(folder = migrationsFolder()): number {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * Whether this instance can serve: the database answers and has every migration this build ships
 * (null), or why not. Read by `GET /api/v1/health/ready`.
 */
export async function databaseReadiness(db: Database): Promise<string | null> {
  let applied: number | null;
  try {
    const result = await db.execute(
      sql`SELECT max(created_at)::text AS at FROM drizzle.__drizzle_migrations`,
    );
    const rows = (result as unknown as { rows: Array<{ at: string | null }> }).rows;
    applied = rows[0]?.at ? Number(rows[0].at) : null;
  } catch {
    return 'The database is not reachable or not migrated';
  }
  return applied !== null && applied >= newestMigrationAt() ? null : 'Database migrations are pending';
}
