-- Where a salon is: the wizard asks its country with its zone, currency and locale. Salons created
-- before keep null (unknown); the demo seed names its own.
ALTER TABLE "salons" ADD COLUMN "country" text;
--> statement-breakpoint
ALTER TABLE "salons" ADD CONSTRAINT "salons_country_check" CHECK ("country" ~ '^[A-Z]{2}$');
