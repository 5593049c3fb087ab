import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { DISTRIBUTION_COLUMN, TABLE_PLACEMENT, tablesPlaced } from './distribution';
import { schema } from './schema';

/** Where the generated script is committed (the catalogue test checks it is up to date). */
export const CITUS_SCRIPT_PATH = new URL('../../scripts/citus-distribute.sql', import.meta.url);

/**
 * The tenant table every other one is co-located with: it references no other tenant table, so it can
 * be distributed first whatever the order of the rest.
 */
const COLOCATION_ANCHOR = 'website_settings';

/** Each table of the Drizzle schema and the other tables its foreign keys reference. */
function foreignKeyTargets(): Map<string, Set<string>> {
  const targets = new Map<string, Set<string>>();
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    const referenced = new Set(config.foreignKeys.map((key) => getTableName(key.reference().foreignTable)));
    referenced.delete(config.name);
    targets.set(config.name, referenced);
  }
  return targets;
}

/** `tables` with every table after the tables it references (ties by name, so the output is stable). */
function dependencyOrder(tables: string[], targets: Map<string, Set<string>>): string[] {
  const pending = new Set(tables);
  const ordered: string[] = [];
  while (pending.size > 0) {
    const ready = [...pending]
      .filter((table) => [...(targets.get(table) ?? [])].every((target) => !pending.has(target)))
      .sort();
    if (ready.length === 0) throw new Error(`Foreign keys form a cycle among: ${[...pending].join(', ')}`);
    for (const table of ready) {
      pending.delete(table);
      ordered.push(table);
    }
  }
  return ordered;
}

const unlessDistributed = (table: string) =>
  `WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.${table}'::regclass)`;

/** The SQL that distributes the migrated tables on a Citus cluster (scripts/citus-distribute.sql). */
export function citusDistributionScript(): string {
  const targets = foreignKeyTargets();
  const unplaced = [...targets.keys()].filter((table) => !(table in TABLE_PLACEMENT));
  if (unplaced.length > 0) throw new Error(`Tables missing in db/distribution.ts: ${unplaced.join(', ')}`);
  const anchorTargets = [...(targets.get(COLOCATION_ANCHOR) ?? [])];
  if (anchorTargets.some((table) => TABLE_PLACEMENT[table] === 'tenant')) {
    throw new Error(`${COLOCATION_ANCHOR} references a tenant table: pick another co-location anchor`);
  }

  const reference = dependencyOrder(tablesPlaced('reference'), targets);
  const tenant = [
    COLOCATION_ANCHOR,
    ...dependencyOrder(
      tablesPlaced('tenant').filter((table) => table !== COLOCATION_ANCHOR),
      targets,
    ),
  ];
  return [
    '-- Distributes the tables on a Citus cluster. Generated from apps/server/src/db/distribution.ts by',
    '-- `npm run db:citus-script -w @salon/server`: do not edit by hand.',
    '--',
    "-- Run on the coordinator, after the server's migrations, as the owner of the tables:",
    '--   psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -f apps/server/scripts/citus-distribute.sql',
    '-- Tables already distributed are skipped, so run it again after a migration that adds a table.',
    '--',
    '-- Reference tables (copied to every node): platform-wide rows, the salons, and tables whose salon_id',
    '-- may be null (users holds the admin and superadmin, who have no salon; sessions, reset links,',
    '-- notifications and e-mails follow). Tenant tables: distributed by salon_id and co-located, so a',
    "-- salon's queries and transactions run on one node. drizzle.__drizzle_migrations stays local.",
    'BEGIN;',
    '-- Tables referencing reference tables distributed in the same transaction need sequential mode.',
    "SET LOCAL citus.multi_shard_modify_mode TO 'sequential';",
    '-- appointments carries triggers that keep the appointment tallies (migration 0017): Citus distributes',
    '-- a table with triggers only with this on. They are safe: each writes the tallies of its own salon,',
    '-- which are co-located with the appointments.',
    'SET LOCAL citus.enable_unsafe_triggers TO on;',
    '',
    ...reference.map(
      (table) => `SELECT create_reference_table('public.${table}') ${unlessDistributed(table)};`,
    ),
    '',
    ...tenant.map((table, index) => {
      const colocate = index === 0 ? 'none' : `public.${COLOCATION_ANCHOR}`;
      return (
        `SELECT create_distributed_table('public.${table}', '${DISTRIBUTION_COLUMN}', ` +
        `colocate_with => '${colocate}') ${unlessDistributed(table)};`
      );
    }),
    'COMMIT;',
    '',
  ].join('\n');
}

// `tsx src/db/citus-script.ts` (npm run db:citus-script) writes the script.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(CITUS_SCRIPT_PATH, citusDistributionScript());
  console.info(`Wrote ${CITUS_SCRIPT_PATH.pathname}`);
}
