import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One smaller copy of a stored image: its storage key (WebP) and its size in pixels. */
export interface ImageVariant {
  key: string;
  width: number;
  height: number;
}

/**
 * The responsive copies of an uploaded image (storage/image-variants.ts): the original's size and its
 * WebP variants in a few widths, made at upload or by the backfill for older files. Keyed by the
 * original's storage key (flat `<uuid>.<ext>` names, unique across the platform whatever the owner).
 */
export const imageVariants = pgTable('image_variants', {
  key: text('key').primaryKey(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  variants: jsonb('variants').$type<ImageVariant[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type ImageVariantsRow = typeof imageVariants.$inferSelect;
