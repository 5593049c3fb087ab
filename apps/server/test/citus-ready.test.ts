import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { CITUS_SCRIPT_PATH, citusDistributionScript } from '../src/db/citus-script';
import { openDatabase, type Database } from '../src/db/client';
import { DISTRIBUTION_COLUMN as SALON, TABLE_PLACEMENT } from '../src/db/distribution';
import { migrationsFolder } from '../src/db/migrate';
import { schema } from '../src/db/schema';
import { useTestApp } from './use-test-app';

/*
 * Reads the catalogue of the migrated database and lists what Citus would refuse, by the placement of
 * each table in db/distribution.ts: a tenant table's primary key, unique constraint or index, or
 * exclusion constraint without salon_id (with `=`), a foreign key between tenant tables without salon_id
 * on both sides, a reference table referencing a tenant table.
 */

interface TableInfo {
  table: string;
  salon_not_null: boolean | null;
}
interface ConstraintInfo {
  name: string;
  type: 'p' | 'u' | 'x' | 'f';
  table: string;
  foreign_table: string | null;
  /** Key columns in order; null for an expression. */
  columns: Array<string | null>;
  foreign_columns: string[] | null;
  operators: string[] | null;
  /** `n`: ON DELETE SET NULL. */
  delete_action: string;
  delete_set_columns: string[] | null;
}
interface UniqueIndexInfo {
  name: string;
  table: string;
  columns: Array<string | null>;
}

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function readCatalogue(db: Database) {
  const tables = await rows<TableInfo>(
    db,
    sql`SELECT c.relname AS "table",
          (SELECT a.attnotnull FROM pg_attribute a
            WHERE a.attrelid = c.oid AND a.attname = ${SALON} AND NOT a.attisdropped) AS salon_not_null
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')`,
  );
  const constraints = await rows<ConstraintInfo>(
    db,
    sql`SELECT c.conname AS name, c.contype AS type, t.relname AS "table", ft.relname AS foreign_table,
          (SELECT json_agg(a.attname ORDER BY k.n) FROM unnest(c.conkey) WITH ORDINALITY k(attnum, n)
            LEFT JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum) AS columns,
          (SELECT json_agg(a.attname ORDER BY k.n) FROM unnest(c.confkey) WITH ORDINALITY k(attnum, n)
            JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.attnum) AS foreign_columns,
          (SELECT json_agg(o.oprname ORDER BY k.n) FROM unnest(c.conexclop) WITH ORDINALITY k(op, n)
            JOIN pg_operator o ON o.oid = k.op) AS operators,
          c.confdeltype AS delete_action,
          (SELECT json_agg(a.attname) FROM unnest(c.confdelsetcols) AS k(attnum)
            JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum) AS delete_set_columns
        FROM pg_constraint c
        JOIN pg_class t ON t.oid = c.conrelid
        JOIN pg_namespace n ON n.oid = t.relnamespace
        LEFT JOIN pg_class ft ON ft.oid = c.confrelid
        WHERE n.nspname = 'public' AND c.contype IN ('p', 'u', 'x', 'f')`,
  );
  // Unique indexes that no constraint owns (CREATE UNIQUE INDEX, often on expressions).
  const uniqueIndexes = await rows<UniqueIndexInfo>(
    db,
    sql`SELECT i.relname AS name, t.relname AS "table",
          (SELECT json_agg(a.attname ORDER BY k.n) FROM unnest(x.indkey::int2[]) WITH ORDINALITY k(attnum, n)
            LEFT JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = k.attnum) AS columns
        FROM pg_index x
        JOIN pg_class i ON i.oid = x.indexrelid
        JOIN pg_class t ON t.oid = x.indrelid
        JOIN pg_namespace n ON n.oid = t.relnamespace
        WHERE n.nspname = 'public' AND x.indisunique
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c
            WHERE c.conindid = x.indexrelid AND c.conrelid = x.indrelid AND c.contype IN ('p', 'u', 'x'))`,
  );
  return { tables, constraints, uniqueIndexes };
}

const KIND = { p: 'primary key', u: 'unique constraint', x: 'exclusion constraint', f: 'foreign key' };

/** What Citus would refuse, one line each; empty when the schema can be distributed as placed. */
function citusViolations(catalogue: Awaited<ReturnType<typeof readCatalogue>>): string[] {
  const placement = (table: string | null) => (table ? TABLE_PLACEMENT[table] : undefined);
  const found: string[] = [];
  const present = new Set(catalogue.tables.map((row) => row.table));
  for (const row of catalogue.tables) {
    const placed = placement(row.table);
    if (!placed) found.push(`${row.table}: not placed in db/distribution.ts`);
    if (placed === 'tenant' && row.salon_not_null !== true) {
      found.push(`${row.table}: a tenant table needs ${SALON} NOT NULL`);
    }
  }
  for (const table of Object.keys(TABLE_PLACEMENT)) {
    if (!present.has(table)) found.push(`${table}: placed in db/distribution.ts but not in the database`);
  }

  for (const key of catalogue.constraints) {
    const from = placement(key.table);
    const label = `${key.table}: ${KIND[key.type]} ${key.name}`;
    const at = key.columns.indexOf(SALON);
    if (key.type !== 'f') {
      if (from !== 'tenant') continue;
      if (at < 0) found.push(`${label} lacks ${SALON}`);
      else if (key.type === 'x' && key.operators?.[at] !== '=') found.push(`${label} needs ${SALON} WITH =`);
      continue;
    }
    const to = placement(key.foreign_table);
    if (to === 'local') found.push(`${label} references the local table ${key.foreign_table}`);
    if (from === 'reference' && to === 'tenant') {
      found.push(`${label}: a reference table references the tenant table ${key.foreign_table}`);
    }
    if (from === 'tenant' && to === 'tenant') {
      if (at < 0 || key.foreign_columns?.[at] !== SALON) {
        found.push(`${label} to ${key.foreign_table} lacks ${SALON} on both sides`);
      } else if (
        (key.delete_action === 'n' || key.delete_action === 'd') &&
        (!key.delete_set_columns || key.delete_set_columns.includes(SALON))
      ) {
        found.push(`${label} would empty ${SALON} on delete: name the columns to set`);
      }
    }
  }
  for (const index of catalogue.uniqueIndexes) {
    if (placement(index.table) === 'tenant' && !index.columns.includes(SALON)) {
      found.push(`${index.table}: unique index ${index.name} lacks ${SALON}`);
    }
  }
  return found.sort();
}

/** Runs `change` in a transaction that is always rolled back, returning what `read` saw inside it. */
async function insideRolledBack<T>(db: Database, change: string[], read: (tx: Database) => Promise<T>) {
  let seen: T | undefined;
  await db
    .transaction(async (tx) => {
      for (const statement of change) await tx.execute(sql.raw(statement));
      seen = await read(tx as unknown as Database);
      throw new Error('rollback');
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error) || error.message !== 'rollback') throw error;
    });
  return seen!;
}

describe('Citus-ready schema (the migrated database)', () => {
  const t = useTestApp();

  it('places every table and keeps salon_id in every key and constraint of the tenant tables', async () => {
    expect(citusViolations(await readCatalogue(t.database.db))).toEqual([]);
  });

  it('declares in the Drizzle schema the primary and foreign keys the migrations made', async () => {
    const { constraints } = await readCatalogue(t.database.db);
    const inDatabase = new Set(
      constraints
        .filter((key) => key.type === 'p' || key.type === 'f')
        .map((key) => `${key.table} ${key.type} (${key.columns.join(', ')}) ${key.foreign_table ?? ''}`),
    );
    for (const value of Object.values(schema)) {
      if (!is(value, PgTable)) continue;
      const config = getTableConfig(value);
      const primary = config.primaryKeys[0]?.columns ?? config.columns.filter((column) => column.primary);
      const declared = [
        `${config.name} p (${primary.map((column) => column.name).join(', ')}) `,
        ...config.foreignKeys.map((key) => {
          const reference = key.reference();
          const columns = reference.columns.map((column) => column.name).join(', ');
          return `${config.name} f (${columns}) ${getTableName(reference.foreignTable)}`;
        }),
      ];
      for (const key of declared) expect(inDatabase, key).toContain(key);
    }
  });

  it('includes salon_id with = in the no-double-booking constraint', async () => {
    const [row] = await rows<{ definition: string }>(
      t.database.db,
      sql`SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conname = 'appointments_no_overlap'`,
    );
    expect(row?.definition).toMatch(/^EXCLUDE USING gist \(salon_id WITH =, stylist_id WITH =, tstzrange/);
  });

  it('reports keys, indexes, exclusions and foreign keys without salon_id, and unplaced tables', async () => {
    const seen = await insideRolledBack(
      t.database.db,
      [
        'ALTER TABLE coupons ADD CONSTRAINT coupons_code_only UNIQUE (code)',
        'CREATE UNIQUE INDEX products_name_only ON products (lower(name))',
        'ALTER TABLE attendance DROP CONSTRAINT attendance_pkey, ADD PRIMARY KEY (id)',
        `ALTER TABLE availability_slots ADD CONSTRAINT slots_stylist_only
           EXCLUDE USING gist (stylist_id WITH =, tstzrange(starts_at, ends_at) WITH &&)`,
        // The slot's salon in a column of its own: not the table's salon_id, so not one shard.
        'ALTER TABLE attendance ADD COLUMN slot_id uuid, ADD COLUMN slot_salon_id uuid',
        `ALTER TABLE attendance ADD CONSTRAINT attendance_slot_fk
           FOREIGN KEY (slot_salon_id, slot_id) REFERENCES availability_slots (salon_id, id)`,
        'ALTER TABLE sessions ADD COLUMN order_id uuid, ADD COLUMN order_salon_id uuid',
        `ALTER TABLE sessions ADD CONSTRAINT sessions_order_fk
           FOREIGN KEY (order_salon_id, order_id) REFERENCES orders (salon_id, id)`,
        'CREATE TABLE unplaced_things (id uuid PRIMARY KEY)',
      ],
      async (tx) => citusViolations(await readCatalogue(tx)),
    );
    expect(seen).toEqual([
      'attendance: foreign key attendance_slot_fk to availability_slots lacks salon_id on both sides',
      'attendance: primary key attendance_pkey lacks salon_id',
      'availability_slots: exclusion constraint slots_stylist_only lacks salon_id',
      'coupons: unique constraint coupons_code_only lacks salon_id',
      'products: unique index products_name_only lacks salon_id',
      'sessions: foreign key sessions_order_fk: a reference table references the tenant table orders',
      'unplaced_things: not placed in db/distribution.ts',
    ]);
  });

  it('commits the distribution script generated from db/distribution.ts', async () => {
    const committed = await readFile(CITUS_SCRIPT_PATH, 'utf8');
    // After changing db/distribution.ts or a foreign key: npm run db:citus-script -w @salon/server
    expect(committed).toBe(citusDistributionScript());
    for (const [table, placed] of Object.entries(TABLE_PLACEMENT)) {
      const call =
        placed === 'reference'
          ? `create_reference_table('public.${table}')`
          : `create_distributed_table('public.${table}', 'salon_id', colocate_with =>`;
      if (placed !== 'local') expect(committed).toContain(call);
    }
  });
});

describe('Citus-ready keys on an existing database', () => {
  it('migrates in place: order lines get their order salon, keys and rows are kept', async () => {
    // The migrations up to 0011 in a copy of the folder, then the real folder on the same database.
    const folder = await mkdtemp(join(tmpdir(), 'salon-migrations-'));
    const journalPath = join(folder, 'meta', '_journal.json');
    await cp(migrationsFolder(), folder, { recursive: true });
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: Array<{ idx: number }> };
    journal.entries = journal.entries.filter((entry) => entry.idx <= 11);
    await writeFile(journalPath, JSON.stringify(journal));
    const handle = await openDatabase({ kind: 'pglite' });
    try {
      await handle.migrate(folder);
      const db = handle.db;
      // The schema before 0012, as Citus would see it.
      expect(citusViolations(await readCatalogue(db))).toEqual(
        expect.arrayContaining([
          'appointments: exclusion constraint appointments_no_overlap lacks salon_id',
          'appointments: primary key appointments_pkey lacks salon_id',
          'order_items: a tenant table needs salon_id NOT NULL',
          'products: foreign key products_category_id_product_categories_id_fk to product_categories lacks salon_id on both sides',
        ]),
      );
      const salon = '00000000-0000-4000-8000-00000000000a';
      const [category, product, order] = ['b', 'c', 'd'].map(
        (digit) => `00000000-0000-4000-8000-00000000000${digit}`,
      );
      for (const statement of [
        `INSERT INTO salons (id, slug, name) VALUES ('${salon}', 'old-salon', 'Old Salon')`,
        `INSERT INTO product_categories (id, salon_id, name) VALUES ('${category}', '${salon}', 'Care')`,
        `INSERT INTO products (id, salon_id, category_id, name, description, price_cents, actual_price_cents,
           rating, image_key) VALUES ('${product}', '${salon}', '${category}', 'Oil', 'Oil', 500, 600, 4, 'oil.png')`,
        `INSERT INTO orders (id, salon_id, number, amount_cents, total_amount_cents, shipping_address)
           VALUES ('${order}', '${salon}', 1001, 500, 500, '{}')`,
        `INSERT INTO order_items (order_id, product_id, position, product_name, price_cents, quantity)
           VALUES ('${order}', '${product}', 0, 'Oil', 500, 1)`,
      ]) {
        await db.execute(sql.raw(statement));
      }
      await handle.migrate(migrationsFolder());

      const items = await rows<{ salon_id: string; product_id: string | null }>(
        db,
        sql`SELECT salon_id, product_id FROM order_items`,
      );
      expect(items).toEqual([{ salon_id: salon, product_id: product }]);
      // Deleting the product empties the line's product, not its salon.
      await db.execute(sql`DELETE FROM products`);
      expect(await rows(db, sql`SELECT salon_id, product_id FROM order_items`)).toEqual([
        { salon_id: salon, product_id: null },
      ]);
      expect(citusViolations(await readCatalogue(db))).toEqual([]);
    } finally {
      await handle.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
