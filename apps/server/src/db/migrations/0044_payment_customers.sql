-- Issue 22: a client's customer at the payment provider, per salon (owner: modules/scheduling). A
-- returning client's card setups reuse it instead of making a new provider customer each booking.
CREATE TABLE IF NOT EXISTS "payment_customers" (
	"salon_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"email" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_customers_pkey" PRIMARY KEY("salon_id","provider","email"),
	CONSTRAINT "payment_customers_provider_check" CHECK ("payment_customers"."provider" in ('offline', 'stripe')),
	CONSTRAINT "payment_customers_email_check" CHECK ("payment_customers"."email" = lower("payment_customers"."email"))
);
--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
