import { createHash } from 'node:crypto';
import { cpSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { seedDemoData } from '../src/seed/seed';
import { LocalFileStorage } from '../src/storage/local-file-storage';

/** Where the run's templates keep the files their seed stored (product images), one folder each. */
export const templateFolderPrefix = (run: string) => join(tmpdir(), `salon-test-templates-${run}`);

async function withAdmin<T>(url: string, use: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await use(admin);
  } finally {
    await admin.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The migrated and seeded PostgreSQL template of `key` for this run (`run`, from global-setup.ts): made
 * once by whichever test file asks first (an advisory lock keeps the others waiting), under a temporary
 * name renamed when complete. Its seeded files are in its own folder. Migrating and seeding a new
 * database takes seconds; copying a template well under one.
 */
async function ensureTemplate(url: string, run: string, key: string, seedNow: Date) {
  const hash = createHash('sha1').update(key).digest('hex').slice(0, 12);
  const name = `tpl_${run}_${hash}`;
  const folder = join(templateFolderPrefix(run), hash);
  await withAdmin(url, async (admin) => {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (rowCount) return;
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const buildingUrl = new URL(url);
      buildingUrl.pathname = `/${building}`;
      const handle = await openDatabase({ kind: 'postgres', url: buildingUrl.toString() });
      try {
        await migrateDatabase(handle);
        mkdirSync(folder, { recursive: true });
        await seedDemoData(handle.db, new LocalFileStorage(folder), seedNow);
      } finally {
        await handle.close();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return { name, folder };
}

/**
 * A new database `test_<random>` copied from the run's template of `key` (seeded from `seedNow`), with
 * the template's seeded files copied into `storageFolder`.
 */
export async function databaseFromTemplate(
  url: string,
  run: string,
  key: string,
  seedNow: Date,
  storageFolder: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = await ensureTemplate(url, run, key, seedNow);
  cpSync(template.folder, storageFolder, { recursive: true });
  const name = `test_${createHash('sha1').update(`${Math.random()}${Date.now()}`).digest('hex').slice(0, 12)}`;
  await withAdmin(url, async (admin) => {
    // A template must have no session: the builder's last connections may still be closing.
    for (let attempt = 0; ; attempt += 1) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.name}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
        await sleep(100);
      }
    }
  });
  const copy = new URL(url);
  copy.pathname = `/${name}`;
  return {
    url: copy.toString(),
    drop: () =>
      withAdmin(url, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => {})),
  };
}
