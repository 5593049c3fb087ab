import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { tenantKey } from './tenant-columns';

/**
 * Releases of a salon's mobile apps (the admin's App Versions page, spec 2 §3). The apps read the enabled
 * ones; a compulsory version makes users of older ones update. One Android/iOS title pair per salon.
 */
export const appVersions = pgTable(
  'app_versions',
  {
    ...tenantKey(),
    versionTitleAndroid: text('version_title_android').notNull(),
    versionTitleIos: text('version_title_ios').notNull(),
    versionDescription: text('version_description').notNull().default(''),
    isCompulsory: boolean('is_compulsory').notNull().default(false),
    enable: boolean('enable').notNull().default(true),
    packageName: text('package_name').notNull(),
    bundleId: text('bundle_id').notNull(),
    androidStoreUrl: text('android_store_url'),
    iosStoreUrl: text('ios_store_url'),
    ...timestamps(),
  },
  (table) => [
    primaryKey({ name: 'app_versions_pkey', columns: [table.id, table.salonId] }),
    index('app_versions_salon_created_idx').on(table.salonId, table.createdAt),
    uniqueIndex('app_versions_salon_titles_unique').on(
      table.salonId,
      sql`lower(${table.versionTitleAndroid})`,
      sql`lower(${table.versionTitleIos})`,
    ),
  ],
);

export type AppVersionRow = typeof appVersions.$inferSelect;
export type NewAppVersionRow = typeof appVersions.$inferInsert;
