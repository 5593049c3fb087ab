import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * README "Accounts": one owner per table. Only the accounts module writes `users` and `password_resets`
 * and holds the e-mail and phone conflict messages; every other module asks it. The seed (not a module)
 * and the schema are not scanned.
 */
const SRC = fileURLToPath(new URL('../src', import.meta.url));
const OWNER = 'modules/accounts/';
const NOT_SCANNED = ['seed/', 'db/'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const files = sourceFiles(SRC)
  .map((path) => ({ path: relative(SRC, path).split('\\').join('/'), text: readFileSync(path, 'utf8') }))
  .filter((file) => !NOT_SCANNED.some((folder) => file.path.startsWith(folder)));

/** A Drizzle write of the table (`tx.insert(users)`, `.update(users)`, `.delete(users)`) or the same in SQL. */
function writes(table: { drizzle: string; sql: string }): RegExp {
  return new RegExp(
    `\\.(insert|update|delete)\\(\\s*${table.drizzle}\\s*\\)|\\b(insert\\s+into|update|delete\\s+from)\\s+"?${table.sql}\\b`,
    'i',
  );
}

const OWNED = [
  { drizzle: 'users', sql: 'users' },
  { drizzle: 'passwordResets', sql: 'password_resets' },
  { drizzle: 'signInHandoffs', sql: 'sign_in_handoffs' },
  { drizzle: 'signupRequests', sql: 'signup_requests' },
];

/** Tables of other modules: the billing history is the subscriptions module's. */
const OWNED_BY = [
  { table: { drizzle: 'salonPayments', sql: 'salon_payments' }, owner: 'modules/subscriptions/' },
];

describe('table owners', () => {
  it.each(OWNED)('only the accounts module writes $sql', (table) => {
    const pattern = writes(table);
    const writers = files.filter((file) => pattern.test(file.text)).map((file) => file.path);
    // The scan sees the owner's own writes, so a pattern that matches nothing cannot pass by accident.
    expect(writers.length).toBeGreaterThan(0);
    expect(writers.filter((path) => !path.startsWith(OWNER))).toEqual([]);
  });

  it.each(OWNED_BY)('only $owner writes $table.sql', ({ table, owner }) => {
    const pattern = writes(table);
    const writers = files.filter((file) => pattern.test(file.text)).map((file) => file.path);
    expect(writers.length).toBeGreaterThan(0);
    expect(writers.filter((path) => !path.startsWith(owner))).toEqual([]);
  });

  it('keeps the e-mail and phone conflict messages in the accounts module only', () => {
    const wording = /with this (email|phone)/i;
    const holders = files.filter((file) => wording.test(file.text)).map((file) => file.path);
    expect(holders).toContain(`${OWNER}messages.ts`);
    expect(holders.filter((path) => !path.startsWith(OWNER))).toEqual([]);
  });

  it('looks accounts up by e-mail in the accounts module only', () => {
    const lookup = /eq\(\s*users\.email\b|\bwhere\s+"?(users"?\.)?"?email"?\s*=/i;
    const finders = files.filter((file) => lookup.test(file.text)).map((file) => file.path);
    expect(finders).toContain(`${OWNER}repository.ts`);
    expect(finders.filter((path) => !path.startsWith(OWNER))).toEqual([]);
  });

  it('reads SQLSTATEs of PostgreSQL errors in db/errors.ts only', () => {
    const sqlState = /'(23\d{3}|23P01|40P01|55P03|57014)'/;
    const readers = files.filter((file) => sqlState.test(file.text)).map((file) => file.path);
    expect(readers).toEqual([]);
    expect(sqlState.test(readFileSync(join(SRC, 'db/errors.ts'), 'utf8'))).toBe(true);
  });
});
