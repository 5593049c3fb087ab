-- The front desk (owner: modules/sales): a salon's taxes, its sales with their lines, tips and payments,
-- and the counter its receipts are numbered from (gapless: taken under the row's lock when a sale is paid).
CREATE TABLE IF NOT EXISTS "sale_settings" (
	"salon_id" uuid PRIMARY KEY NOT NULL,
	"tax_label" text NOT NULL,
	"tax_number" text DEFAULT '' NOT NULL,
	"service_tax_bp" integer NOT NULL,
	"service_tax_inclusive" boolean NOT NULL,
	"product_tax_bp" integer NOT NULL,
	"product_tax_inclusive" boolean NOT NULL,
	"tip_presets" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_settings_rates_check" CHECK ("service_tax_bp" between 0 and 10000 and "product_tax_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "sale_settings" ADD CONSTRAINT "sale_settings_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sales" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"currency" text NOT NULL,
	"appointment_id" uuid,
	"visit_id" uuid,
	"client_user_id" uuid,
	"client_name" text DEFAULT '' NOT NULL,
	"client_email" text DEFAULT '' NOT NULL,
	"discount" jsonb,
	"coupon_code" text DEFAULT '' NOT NULL,
	"tip" jsonb DEFAULT '{"kind":"none"}'::jsonb NOT NULL,
	"tip_stylist_ids" jsonb,
	"prepaid_minor" bigint DEFAULT 0 NOT NULL,
	"subtotal_minor" bigint DEFAULT 0 NOT NULL,
	"discount_minor" bigint DEFAULT 0 NOT NULL,
	"tax_minor" bigint DEFAULT 0 NOT NULL,
	"tip_minor" bigint DEFAULT 0 NOT NULL,
	"total_minor" bigint DEFAULT 0 NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"stock_taken" boolean DEFAULT false NOT NULL,
	"receipt_number" integer,
	"receipt" jsonb,
	"paid_at" timestamp with time zone,
	"created_by" uuid,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_pkey" PRIMARY KEY("id","salon_id"),
	CONSTRAINT "sales_status_check" CHECK ("sales"."status" in ('open', 'paid', 'voided')),
	CONSTRAINT "sales_paid_receipt_check" CHECK (("sales"."status" = 'paid') = ("sales"."receipt_number" is not null)),
	CONSTRAINT "sales_paid_check" CHECK ("sales"."paid_minor" >= 0 and "sales"."paid_minor" <= "sales"."total_minor")
);
--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "sales_salon_key_unique" ON "sales" USING btree ("salon_id","idempotency_key");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "sales_salon_receipt_unique" ON "sales" USING btree ("salon_id","receipt_number");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "sales_salon_appointment_unique" ON "sales" USING btree ("salon_id","appointment_id") WHERE "sales"."appointment_id" is not null and "sales"."status" <> 'voided';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sales_salon_created_idx" ON "sales" USING btree ("salon_id","created_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sale_lines" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"sale_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid,
	"name" text NOT NULL,
	"stylist_id" uuid,
	"stylist_name" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"list_price_minor" bigint NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"price_reason" text DEFAULT '' NOT NULL,
	"discount" jsonb,
	"gross_minor" bigint NOT NULL,
	"discount_minor" bigint NOT NULL,
	"tax_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	CONSTRAINT "sale_lines_pkey" PRIMARY KEY("id","salon_id"),
	CONSTRAINT "sale_lines_kind_check" CHECK ("sale_lines"."kind" in ('service', 'product')),
	CONSTRAINT "sale_lines_quantity_check" CHECK ("sale_lines"."quantity" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_sale_fk" FOREIGN KEY ("sale_id","salon_id") REFERENCES "public"."sales"("id","salon_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "sale_lines_position_unique" ON "sale_lines" USING btree ("salon_id","sale_id","position");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sale_tips" (
	"salon_id" uuid NOT NULL,
	"sale_id" uuid NOT NULL,
	"stylist_id" uuid NOT NULL,
	"stylist_name" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "sale_tips_pkey" PRIMARY KEY("salon_id","sale_id","stylist_id")
);
--> statement-breakpoint
ALTER TABLE "sale_tips" ADD CONSTRAINT "sale_tips_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sale_tips" ADD CONSTRAINT "sale_tips_sale_fk" FOREIGN KEY ("sale_id","salon_id") REFERENCES "public"."sales"("id","salon_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sale_tips_stylist_idx" ON "sale_tips" USING btree ("salon_id","stylist_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sale_payments" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"sale_id" uuid NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"tendered_minor" bigint DEFAULT 0 NOT NULL,
	"change_minor" bigint DEFAULT 0 NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"provider_id" text,
	"idempotency_key" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_payments_pkey" PRIMARY KEY("id","salon_id"),
	CONSTRAINT "sale_payments_method_check" CHECK ("sale_payments"."method" in ('card', 'cash', 'other')),
	CONSTRAINT "sale_payments_status_check" CHECK ("sale_payments"."status" in ('pending', 'paid', 'declined')),
	CONSTRAINT "sale_payments_amount_check" CHECK ("sale_payments"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_sale_fk" FOREIGN KEY ("sale_id","salon_id") REFERENCES "public"."sales"("id","salon_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "sale_payments_key_unique" ON "sale_payments" USING btree ("salon_id","idempotency_key");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sale_payments_sale_idx" ON "sale_payments" USING btree ("salon_id","sale_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "receipt_counters" (
	"salon_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "receipt_counters" ADD CONSTRAINT "receipt_counters_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
