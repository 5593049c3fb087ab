import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { templateFolderPrefix } from './postgres-templates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's id: the seeded PostgreSQL templates of its files are named after it (postgres-templates.ts). */
    testRun: string;
  }
}

/**
 * With DATABASE_URL, the server files of one run share their seeded template databases
 * (postgres-templates.ts): the run gets an id here, and its templates and their files go when it ends.
 */
export default function setup(project: TestProject) {
  const run = randomBytes(4).toString('hex');
  project.provide('testRun', run);
  return async () => {
    const url = process.env.DATABASE_URL;
    if (!url) return;
    rmSync(templateFolderPrefix(run), { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1`,
        [`tpl_${run}_%`],
      );
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
}
