-- Responsive copies of uploaded images (storage/image-variants.ts): the original's size and its WebP
-- variants in a few widths, keyed by the original's storage key. Older files get theirs from the
-- backfill the server runs at start (jobs/image-variants-backfill.ts).
CREATE TABLE IF NOT EXISTS "image_variants" (
	"key" text PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
