-- Issue 24 item 3 and issue 23 item 4: the onboarding's one-time sign-in hand-off, the salons' billing
-- history, and client sign-ups as an outbox (the same answer for a known and an unknown e-mail).
CREATE TABLE IF NOT EXISTS "sign_in_handoffs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sign_in_handoffs" ADD CONSTRAINT "sign_in_handoffs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "sign_in_handoffs_token_hash_unique" ON "sign_in_handoffs" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sign_in_handoffs_user_idx" ON "sign_in_handoffs" USING btree ("user_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "signup_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"gender" text,
	"password_hash" text NOT NULL,
	"token_hash" text,
	"link_expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"claim_id" uuid,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "signup_requests_status_check" CHECK ("signup_requests"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "signup_requests" ADD CONSTRAINT "signup_requests_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "signup_requests_due_idx" ON "signup_requests" USING btree ("next_attempt_at") WHERE "signup_requests"."status" = 'pending';
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "signup_requests_token_hash_unique" ON "signup_requests" USING btree ("token_hash");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "salon_payments" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"plan_name" text NOT NULL,
	"interval" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"provider_invoice_id" text,
	"hosted_invoice_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salon_payments_pkey" PRIMARY KEY("id","salon_id"),
	CONSTRAINT "salon_payments_status_check" CHECK ("salon_payments"."status" in ('pending', 'paid', 'failed')),
	CONSTRAINT "salon_payments_interval_check" CHECK ("salon_payments"."interval" in ('month', 'year')),
	CONSTRAINT "salon_payments_amount_check" CHECK ("salon_payments"."amount_cents" >= 0 and "salon_payments"."discount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "salon_payments" ADD CONSTRAINT "salon_payments_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "salon_payments_salon_idx" ON "salon_payments" USING btree ("salon_id","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "salon_payments_invoice_unique" ON "salon_payments" USING btree ("salon_id","provider_invoice_id");
