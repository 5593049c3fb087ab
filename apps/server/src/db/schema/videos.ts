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
  uuid,
} from 'drizzle-orm/pg-core';
import { users, type RoleValue } from './core';
import { categoryTable } from './categories';
import { timestamps } from './columns';
import { tenantKey } from './tenant-columns';

export const videoCategories = categoryTable('video_categories');

export const videos = pgTable(
  'videos',
  {
    ...tenantKey(),
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
    ...timestamps(),
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
