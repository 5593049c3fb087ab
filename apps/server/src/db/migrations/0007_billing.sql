-- The platform's pricing: packages, plans, provider coupons, promotion codes. Platform-wide (no salon_id):
-- on Citus these are reference tables. Ids are the billing provider's.
CREATE TABLE "billing_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"calendars" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_packages_calendars_check" CHECK ("billing_packages"."calendars" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "billing_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"package_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"interval" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_plans_interval_check" CHECK ("billing_plans"."interval" in ('month', 'year')),
	CONSTRAINT "billing_plans_amount_check" CHECK ("billing_plans"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "billing_coupons" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"duration" text NOT NULL,
	"duration_in_months" integer,
	"amount_off_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_coupons_duration_check" CHECK ("billing_coupons"."duration" in ('once', 'repeating', 'forever')),
	CONSTRAINT "billing_coupons_months_check" CHECK (("billing_coupons"."duration" = 'repeating') = ("billing_coupons"."duration_in_months" is not null)),
	CONSTRAINT "billing_coupons_amount_check" CHECK ("billing_coupons"."amount_off_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "billing_promotion_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"coupon_id" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_promotion_codes_code_check" CHECK ("billing_promotion_codes"."code" = upper("billing_promotion_codes"."code"))
);
--> statement-breakpoint
ALTER TABLE "billing_plans" ADD CONSTRAINT "billing_plans_package_id_billing_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."billing_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_promotion_codes" ADD CONSTRAINT "billing_promotion_codes_coupon_id_billing_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."billing_coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_packages_name_unique" ON "billing_packages" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "billing_plans_package_interval_unique" ON "billing_plans" USING btree ("package_id","interval");--> statement-breakpoint
CREATE INDEX "billing_coupons_created_idx" ON "billing_coupons" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_promotion_codes_code_unique" ON "billing_promotion_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "billing_promotion_codes_coupon_idx" ON "billing_promotion_codes" USING btree ("coupon_id");
