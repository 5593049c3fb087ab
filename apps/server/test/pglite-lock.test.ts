import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { acquirePgliteLock, DatabaseLockedError } from '../src/db/pglite-lock';

const root = mkdtempSync(join(tmpdir(), 'salon-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('refuses a second open of the same PGlite folder, and allows it after close', async () => {
  const folder = join(root, 'pglite');
  const first = await openDatabase({ kind: 'pglite', dataDir: folder });
  expect(readFileSync(`${folder}.lock`, 'utf8')).toBe(String(process.pid));
  await expect(openDatabase({ kind: 'pglite', dataDir: folder })).rejects.toThrow(DatabaseLockedError);
  await expect(openDatabase({ kind: 'pglite', dataDir: folder })).rejects.toThrow(
    /already in use by another server process/,
  );
  await first.close();
  expect(existsSync(`${folder}.lock`)).toBe(false);
  const again = await openDatabase({ kind: 'pglite', dataDir: folder });
  await again.close();
});

it('takes over a stale lock whose process is gone', () => {
  const folder = join(root, 'stale');
  // Pids are below 2^22 on Linux, so this one cannot be running.
  writeFileSync(`${folder}.lock`, '99999999');
  const release = acquirePgliteLock(folder);
  expect(readFileSync(`${folder}.lock`, 'utf8')).toBe(String(process.pid));
  release();
  expect(existsSync(`${folder}.lock`)).toBe(false);
});
