import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from './client';

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

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.migrate(migrationsFolder());
}
