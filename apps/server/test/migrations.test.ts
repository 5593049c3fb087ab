import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { databaseReadiness, migrateDatabase } from '../src/db/migrate';
import { createScratchDatabase } from './scratch-database';

const url = process.env.DATABASE_URL;

/** Instances starting together on one empty PostgreSQL database: the migrations take turns. */
describe.runIf(url)('migrations of instances that start together (PostgreSQL)', () => {
  it('migrate once, without errors, when three instances start at the same time', async () => {
    const scratch = await createScratchDatabase(url!, 'test');
    const handles = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: scratch.url })),
    );
    try {
      await Promise.all(handles.map((handle) => migrateDatabase(handle)));
      expect(await databaseReadiness(handles[0]!.db)).toBeNull();
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await scratch.drop();
    }
  });
});
