-- Each salon's currency and locale (issue 22, item 6): an ISO 4217 code (upper case) and a BCP 47 tag,
-- validated by the contract schemas; USD and en-US for every salon until its owner chooses. An order
-- keeps the currency it was charged in, so a later change of the salon's currency never rewrites it.
ALTER TABLE "salons" ADD COLUMN IF NOT EXISTS "currency" text DEFAULT 'USD' NOT NULL;
--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN IF NOT EXISTS "locale" text DEFAULT 'en-US' NOT NULL;
--> statement-breakpoint
ALTER TABLE "salons" ADD CONSTRAINT "salons_currency_check" CHECK ("salons"."currency" ~ '^[A-Z]{3}$');
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "currency" text DEFAULT 'USD' NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_currency_check" CHECK ("orders"."currency" ~ '^[A-Z]{3}$');
--> statement-breakpoint
-- Money as integer minor units in 64-bit columns: an order over 2^31 cents no longer overflows.
ALTER TABLE "orders" ALTER COLUMN "amount_cents" TYPE bigint, ALTER COLUMN "other_amount_cents" TYPE bigint,
	ALTER COLUMN "discount_cents" TYPE bigint, ALTER COLUMN "total_amount_cents" TYPE bigint;
--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "price_cents" TYPE bigint;
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "price_cents" TYPE bigint, ALTER COLUMN "actual_price_cents" TYPE bigint;
--> statement-breakpoint
ALTER TABLE "services" ALTER COLUMN "charges_cents" TYPE bigint;
--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "sub_service_charges_cents" TYPE bigint;
--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "discount" TYPE bigint;
--> statement-breakpoint
ALTER TABLE "billing_plans" ALTER COLUMN "amount_cents" TYPE bigint;
--> statement-breakpoint
ALTER TABLE "billing_coupons" ALTER COLUMN "amount_off_cents" TYPE bigint;
--> statement-breakpoint
ALTER TABLE "onboarding_signups" ALTER COLUMN "amount_cents" TYPE bigint, ALTER COLUMN "discount_cents" TYPE bigint;
--> statement-breakpoint
ALTER TABLE "salon_subscriptions" ALTER COLUMN "amount_cents" TYPE bigint;
--> statement-breakpoint
ALTER TABLE "salon_payments" ALTER COLUMN "amount_cents" TYPE bigint, ALTER COLUMN "discount_cents" TYPE bigint;
