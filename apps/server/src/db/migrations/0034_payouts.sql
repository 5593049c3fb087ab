-- Each salon's connected payout account (Stripe Connect, issue 22; modules/payouts): one per salon, kept
-- in step by Connect's webhooks, whose event ids are kept in payout_events so each applies once.
CREATE TABLE IF NOT EXISTS "payout_accounts" (
	"salon_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"currently_due" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"disabled_reason" text,
	"last_event_at" timestamp with time zone,
	"last_payout_id" text,
	"last_payout_status" text,
	"last_payout_amount_cents" bigint,
	"last_payout_currency" text,
	"last_payout_arrival_at" timestamp with time zone,
	"last_payout_failure" text,
	"last_payout_event_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_provider_check" CHECK ("payout_accounts"."provider" in ('offline', 'stripe'))
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payout_accounts_account_idx" ON "payout_accounts" USING btree ("account_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "payout_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"account_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
