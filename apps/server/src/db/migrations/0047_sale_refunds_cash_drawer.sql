-- The front desk's refunds, voids and report rollups (owner: modules/sales), and the cash drawer
-- (owner: modules/cash-drawer).
ALTER TABLE "sales" ADD COLUMN IF NOT EXISTS "refunded_minor" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN IF NOT EXISTS "void_reason" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "sales" DROP CONSTRAINT IF EXISTS "sales_status_check";
--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_status_check" CHECK ("sales"."status" in ('open', 'paid', 'refunded', 'voided'));
--> statement-breakpoint
ALTER TABLE "sales" DROP CONSTRAINT IF EXISTS "sales_paid_receipt_check";
--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_paid_receipt_check" CHECK (("sales"."status" in ('paid', 'refunded')) = ("sales"."receipt_number" is not null));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sales_salon_paid_idx" ON "sales" USING btree ("salon_id","paid_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sale_payments_method_idx" ON "sale_payments" USING btree ("salon_id","method","created_at");
--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_refunded_check" CHECK ("sales"."refunded_minor" >= 0 and "sales"."refunded_minor" <= "sales"."paid_minor");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sale_refunds" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"sale_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"kept_minor" bigint DEFAULT 0 NOT NULL,
	"tax_minor" bigint NOT NULL,
	"tip_minor" bigint NOT NULL,
	"reason" text NOT NULL,
	"restocked" boolean NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_by" uuid,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_refunds_pkey" PRIMARY KEY("id","salon_id"),
	CONSTRAINT "sale_refunds_amount_check" CHECK ("sale_refunds"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "sale_refunds" ADD CONSTRAINT "sale_refunds_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sale_refunds" ADD CONSTRAINT "sale_refunds_sale_fk" FOREIGN KEY ("sale_id","salon_id") REFERENCES "public"."sales"("id","salon_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "sale_refunds_key_unique" ON "sale_refunds" USING btree ("salon_id","idempotency_key");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sale_refunds_sale_idx" ON "sale_refunds" USING btree ("salon_id","sale_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sale_refund_lines" (
	"salon_id" uuid NOT NULL,
	"refund_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"tax_minor" bigint NOT NULL,
	CONSTRAINT "sale_refund_lines_pkey" PRIMARY KEY("salon_id","refund_id","line_id")
);
--> statement-breakpoint
ALTER TABLE "sale_refund_lines" ADD CONSTRAINT "sale_refund_lines_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sale_refund_lines" ADD CONSTRAINT "sale_refund_lines_refund_fk" FOREIGN KEY ("refund_id","salon_id") REFERENCES "public"."sale_refunds"("id","salon_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sale_refund_payments" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"refund_id" uuid NOT NULL,
	"sale_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"method" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"provider_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_refund_payments_pkey" PRIMARY KEY("id","salon_id"),
	CONSTRAINT "sale_refund_payments_method_check" CHECK ("sale_refund_payments"."method" in ('card', 'cash', 'other')),
	CONSTRAINT "sale_refund_payments_status_check" CHECK ("sale_refund_payments"."status" in ('pending', 'refunded', 'failed')),
	CONSTRAINT "sale_refund_payments_amount_check" CHECK ("sale_refund_payments"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "sale_refund_payments" ADD CONSTRAINT "sale_refund_payments_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sale_refund_payments" ADD CONSTRAINT "sale_refund_payments_refund_fk" FOREIGN KEY ("refund_id","salon_id") REFERENCES "public"."sale_refunds"("id","salon_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sale_refund_payments_refund_idx" ON "sale_refund_payments" USING btree ("salon_id","refund_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sale_refund_payments_method_idx" ON "sale_refund_payments" USING btree ("salon_id","method","created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sale_refund_payments_due_idx" ON "sale_refund_payments" USING btree ("due_at") WHERE "sale_refund_payments"."status" = 'pending';
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sale_day_totals" (
	"salon_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"stylist_key" text NOT NULL,
	"item_key" text NOT NULL,
	"line_kind" text DEFAULT '' NOT NULL,
	"label" text NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"sales_minor" bigint DEFAULT 0 NOT NULL,
	"tax_minor" bigint DEFAULT 0 NOT NULL,
	"tip_minor" bigint DEFAULT 0 NOT NULL,
	"refund_minor" bigint DEFAULT 0 NOT NULL,
	"refund_tax_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sale_day_totals_pkey" PRIMARY KEY("salon_id","kind","day","stylist_key","item_key")
);
--> statement-breakpoint
ALTER TABLE "sale_day_totals" ADD CONSTRAINT "sale_day_totals_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "cash_days" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"business_date" date NOT NULL,
	"status" text NOT NULL,
	"float_minor" bigint NOT NULL,
	"counts_from" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_by" uuid,
	"opened_by_name" text DEFAULT '' NOT NULL,
	"cash_sales_minor" bigint,
	"cash_refunds_minor" bigint,
	"expected_minor" bigint,
	"counted_minor" bigint,
	"note" text DEFAULT '' NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"closed_by_name" text DEFAULT '' NOT NULL,
	CONSTRAINT "cash_days_pkey" PRIMARY KEY("id","salon_id"),
	CONSTRAINT "cash_days_status_check" CHECK ("cash_days"."status" in ('open', 'closed')),
	CONSTRAINT "cash_days_closed_check" CHECK (("cash_days"."status" = 'closed') = ("cash_days"."closed_at" is not null and "cash_days"."counted_minor" is not null))
);
--> statement-breakpoint
ALTER TABLE "cash_days" ADD CONSTRAINT "cash_days_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "cash_days_date_unique" ON "cash_days" USING btree ("salon_id","business_date");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "cash_days_open_unique" ON "cash_days" USING btree ("salon_id") WHERE "cash_days"."status" = 'open';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cash_days_closed_idx" ON "cash_days" USING btree ("salon_id","closed_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "cash_movements" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"day_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_by" uuid,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_movements_pkey" PRIMARY KEY("id","salon_id"),
	CONSTRAINT "cash_movements_kind_check" CHECK ("cash_movements"."kind" in ('in', 'out')),
	CONSTRAINT "cash_movements_amount_check" CHECK ("cash_movements"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_day_fk" FOREIGN KEY ("day_id","salon_id") REFERENCES "public"."cash_days"("id","salon_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "cash_movements_key_unique" ON "cash_movements" USING btree ("salon_id","idempotency_key");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cash_movements_day_idx" ON "cash_movements" USING btree ("salon_id","day_id");
