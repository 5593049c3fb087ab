import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { salons, users, type RoleValue } from './core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const videoCategories = pgTable(
  'video_categories',
  {
    id: uuid('id').notNull().defaultRandom(),
    salonId: uuid('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    enable: boolean('enable').notNull().default(true),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'video_categories_pkey', columns: [table.id, table.salonId] }),
    uniqueIndex('video_categories_salon_name_unique').on(table.salonId, sql`lower(${table.name})`),
  ],
);

export const videos = pgTable(
  'videos',
  {
    id: uuid('id').notNull().defaultRandom(),
    salonId: uuid('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The storage key (server-generated `<uuid>.<ext>`); the file is removed with the row. */
    fileKey: text('file_key').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    likeCount: integer('like_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    enable: boolean('enable').notNull().default(true),
    uploadedByRole: text('uploaded_by_role').$type<RoleValue>().notNull(),
    uploaderId: uuid('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    stylistId: uuid('stylist_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'videos_pkey', columns: [table.id, table.salonId] }),
    // The category must be one of the same salon; a used category cannot be deleted.
    foreignKey({
      name: 'videos_category_fk',
      columns: [table.salonId, table.categoryId],
      foreignColumns: [videoCategories.salonId, videoCategories.id],
    }).onDelete('no action'),
    index('videos_salon_created_idx').on(table.salonId, table.createdAt),
    check('videos_counts_check', sql`${table.likeCount} >= 0 and ${table.viewCount} >= 0`),
  ],
);

export type VideoCategoryRow = typeof videoCategories.$inferSelect;
export type VideoRow = typeof videos.$inferSelect;
export type NewVideoRow = typeof videos.$inferInsert;
