-- A desk card payment taken on a card reader (owner: modules/sales): the reader's PaymentIntent is kept
-- from the first tap, and the same payment key asks after it once the reader has the card.
ALTER TABLE "sale_payments" ADD COLUMN IF NOT EXISTS "reader" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- The salon's card readers are grouped in a Terminal location: a connection token reaches only those.
ALTER TABLE "sale_settings" ADD COLUMN IF NOT EXISTS "reader_location" text;
