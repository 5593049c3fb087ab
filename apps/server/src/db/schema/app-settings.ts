import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { salons } from './core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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
    id: uuid('id').notNull().defaultRandom(),
    salonId: uuid('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    type: text('type').$type<AppSettingTypeValue>().notNull(),
    texts: jsonb('texts').$type<Record<string, string>>().notNull().default({}),
    /** The stored file's key (storage/file-storage.ts); its URL is computed when answered. */
    imageKey: text('image_key'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
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
