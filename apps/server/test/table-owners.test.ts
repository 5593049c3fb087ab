import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';

/**
 * One owner per table (docs/architecture.md, "Server modules"): every table of the schema has one owner,
 * a module or a floor folder, and only the owner's code writes it; others ask the owner, passing their
 * transaction where the rows must commit together. The read models (`read-models/`: the dashboard's
 * reports, the CSV exports) read across the owners' tables and write none. The seed (not a module)
 * and the schema are not scanned. A new table fails here until it is given its owner.
 */
const SRC = fileURLToPath(new URL('../src', import.meta.url));
const NOT_SCANNED = ['seed/', 'db/'];

interface Owner {
  /** The folder of the only code that writes the table. */
  owner: string;
  /**
   * How the owner writes it when the scan cannot see it: through a shared helper that takes the table,
   * or by triggers of a migration. Nothing else may write it in SQL or Drizzle by its name.
   */
  unseen?: string;
}

const TABLE_OWNERS: Record<string, Owner> = {
  users: { owner: 'modules/accounts/' },
  sessions: { owner: 'modules/accounts/' },
  password_resets: { owner: 'modules/accounts/' },
  password_requests: { owner: 'modules/accounts/' },
  sign_in_handoffs: { owner: 'modules/accounts/' },
  signup_requests: { owner: 'modules/accounts/' },
  calendar_feeds: { owner: 'modules/calendar-feeds/' },
  salons: { owner: 'modules/salons/' },
  app_settings: { owner: 'modules/app-settings/' },
  sale_settings: { owner: 'modules/sales/' },
  sales: { owner: 'modules/sales/' },
  sale_lines: { owner: 'modules/sales/' },
  sale_tips: { owner: 'modules/sales/' },
  sale_payments: { owner: 'modules/sales/' },
  receipt_counters: { owner: 'modules/sales/' },
  sale_refunds: { owner: 'modules/sales/' },
  sale_refund_lines: { owner: 'modules/sales/' },
  sale_refund_payments: { owner: 'modules/sales/' },
  sale_day_totals: { owner: 'modules/sales/' },
  cash_days: { owner: 'modules/cash-drawer/' },
  cash_movements: { owner: 'modules/cash-drawer/' },
  app_versions: { owner: 'modules/app-versions/' },
  attendance: { owner: 'modules/check-in/' },
  billing_packages: { owner: 'modules/billing/' },
  billing_plans: { owner: 'modules/billing/' },
  billing_coupons: { owner: 'modules/billing/' },
  billing_promotion_codes: { owner: 'modules/billing/' },
  client_tallies: { owner: 'modules/clients/', unseen: 'triggers of migration 0019' },
  coupons: { owner: 'modules/coupons/' },
  device_tokens: { owner: 'modules/devices/' },
  first_steps_dismissals: { owner: 'modules/first-steps/' },
  notifications: { owner: 'modules/notifications/' },
  onboarding_signups: { owner: 'modules/onboarding/' },
  orders: { owner: 'modules/orders/' },
  order_items: { owner: 'modules/orders/' },
  payment_events: { owner: 'modules/orders/' },
  payout_accounts: { owner: 'modules/payouts/' },
  payout_events: { owner: 'modules/payouts/' },
  products: { owner: 'modules/products/' },
  product_categories: { owner: 'modules/products/', unseen: 'db/category-repository.ts' },
  appointment_start_tallies: { owner: 'modules/dashboard/', unseen: 'triggers of migration 0017' },
  appointment_stylist_day_tallies: { owner: 'modules/dashboard/', unseen: 'triggers of migration 0017' },
  appointments: { owner: 'modules/appointments/' },
  visits: { owner: 'modules/appointments/' },
  availability_slots: { owner: 'modules/availability/' },
  business_hours: { owner: 'modules/availability/' },
  reminders: { owner: 'modules/reminders/' },
  reminder_settings: { owner: 'modules/reminders/' },
  booking_policies: { owner: 'modules/booking-settings/' },
  appointment_payments: { owner: 'modules/appointment-payments/' },
  payment_customers: { owner: 'modules/appointment-payments/' },
  services: { owner: 'modules/services/' },
  stylist_settings: { owner: 'modules/stylists/' },
  salon_subscriptions: { owner: 'modules/subscriptions/' },
  subscription_events: { owner: 'modules/subscriptions/' },
  salon_payments: { owner: 'modules/subscriptions/' },
  videos: { owner: 'modules/videos/' },
  video_categories: { owner: 'modules/videos/', unseen: 'db/category-repository.ts' },
  website_settings: { owner: 'modules/website-settings/' },
  mail_outbox: { owner: 'mail/' },
  image_variants: { owner: 'storage/' },
  push_outbox: { owner: 'notifications/' },
};

/** Every table of the schema: its name in SQL and the name of its Drizzle object. */
const TABLES = Object.entries(schema as Record<string, unknown>).flatMap(([drizzle, table]) =>
  is(table, PgTable) ? [{ drizzle, sql: getTableName(table) }] : [],
);

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

/** The owner of `users`, which also holds the accounts' conflict messages and e-mail lookups. */
const OWNER = 'modules/accounts/';

describe('table owners', () => {
  it('gives every table of the schema one owner, and no owner to a table that is gone', () => {
    expect(TABLES.length).toBeGreaterThan(30);
    expect(TABLES.map((table) => table.sql).sort()).toEqual(Object.keys(TABLE_OWNERS).sort());
  });

  it.each(TABLES.map((table) => ({ ...table, ...TABLE_OWNERS[table.sql]! })))(
    'only $owner writes $sql',
    (table) => {
      const pattern = writes(table);
      const writers = files.filter((file) => pattern.test(file.text)).map((file) => file.path);
      // The scan sees the owner's own writes, so a pattern that matches nothing cannot pass by accident.
      if (table.unseen) expect(writers).toEqual([]);
      else expect(writers.length).toBeGreaterThan(0);
      expect(writers.filter((path) => !path.startsWith(table.owner))).toEqual([]);
    },
  );

  it("lets the read models read the owners' tables and write none", () => {
    const readModels = files.filter((file) => file.path.startsWith('read-models/'));
    const read = TABLES.filter((table) =>
      readModels.some((file) => new RegExp(`\\b${table.drizzle}\\.`).test(file.text)),
    );
    // They read across several owners (salons, accounts, appointments, orders, products, the tallies).
    expect(read.map((table) => TABLE_OWNERS[table.sql]!.owner)).toEqual(
      expect.arrayContaining([
        'modules/salons/',
        'modules/accounts/',
        'modules/appointments/',
        'modules/orders/',
      ]),
    );
    const writers = readModels.filter((file) => TABLES.some((table) => writes(table).test(file.text)));
    expect(writers.map((file) => file.path)).toEqual([]);
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
