import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { tenantKey } from './tenant-columns';

/** The screens of the salon's mobile app the App Settings page sets (spec 2 §3). */
export const APP_SETTING_TYPE_VALUES = ['logo', 'login', 'register', 'home', 'shop', 'profile'] as const;
export type AppSettingTypeValue = (typeof APP_SETTING_TYPE_VALUES)[number];

/**
 * One row per salon and setting type: the texts of that screen (by the contract's field names) and its
 * one image. Written only by the app-settings module.
 */
export const appSettings = pgTable(
  'app_settings',
  {
    ...tenantKey(),
    type: text('type').$type<AppSettingTypeValue>().notNull(),
    texts: jsonb('texts').$type<Record<string, string>>().notNull().default({}),
    /** The stored file's key (storage/file-storage.ts); its URL is computed when answered. */
    imageKey: text('image_key'),
    ...timestamps(),
  },
  (table) => [
    primaryKey({ name: 'app_settings_pkey', columns: [table.id, table.salonId] }),
    uniqueIndex('app_settings_salon_type_unique').on(table.salonId, table.type),
    check(
      'app_settings_type_check',
      sql`${table.type} in ('logo', 'login', 'register', 'home', 'shop', 'profile')`,
    ),
  ],
);

export type AppSettingRow = typeof appSettings.$inferSelect;
export type NewAppSettingRow = typeof appSettings.$inferInsert;
