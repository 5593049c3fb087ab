import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { databaseReadiness, migrateDatabase } from '../src/db/migrate';

const url = process.env.DATABASE_URL;

/** Instances starting together on one empty PostgreSQL database: the migrations take turns. */
describe.runIf(url)('migrations of instances that start together (PostgreSQL)', () => {
  it('migrate once, without errors, when three instances start at the same time', async () => {
    const name = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const target = new URL(url!);
    target.pathname = `/${name}`;
    const handles = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: target.toString() })),
    );
    try {
      await Promise.all(handles.map((handle) => migrateDatabase(handle)));
      expect(await databaseReadiness(handles[0]!.db)).toBeNull();
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
