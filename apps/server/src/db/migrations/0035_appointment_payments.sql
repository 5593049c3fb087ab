-- Appointment payments (issue 22): each service's payment policy (nothing, a deposit, or a card on file),
-- the salon's no-show and late-cancellation fees and its payment policy text (beside its cancellation
-- window in booking_policies), and every charge, card setup and refund of an appointment in
-- `appointment_payments` (owner: modules/scheduling). Money is integer minor units in 64-bit columns.
ALTER TABLE "services" ADD COLUMN IF NOT EXISTS "payment_policy" text DEFAULT 'none' NOT NULL;
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN IF NOT EXISTS "deposit_kind" text;
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN IF NOT EXISTS "deposit_value" bigint;
--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_payment_policy_check" CHECK (
	"services"."payment_policy" in ('none', 'deposit', 'card')
	AND ("services"."payment_policy" <> 'deposit' OR ("services"."deposit_kind" is not null AND "services"."deposit_value" is not null))
	AND ("services"."deposit_kind" is null OR "services"."deposit_kind" in ('percent', 'fixed'))
	AND ("services"."deposit_kind" <> 'percent' OR "services"."deposit_value" between 1 and 100)
	AND ("services"."deposit_kind" <> 'fixed' OR "services"."deposit_value" > 0)
);
--> statement-breakpoint
ALTER TABLE "booking_policies" ADD COLUMN IF NOT EXISTS "no_show_fee_cents" bigint;
--> statement-breakpoint
ALTER TABLE "booking_policies" ADD COLUMN IF NOT EXISTS "late_cancel_fee_cents" bigint;
--> statement-breakpoint
ALTER TABLE "booking_policies" ADD COLUMN IF NOT EXISTS "payment_policy_text" text;
--> statement-breakpoint
ALTER TABLE "booking_policies" ADD CONSTRAINT "booking_policies_fees_check" CHECK (
	("booking_policies"."no_show_fee_cents" is null OR "booking_policies"."no_show_fee_cents" > 0)
	AND ("booking_policies"."late_cancel_fee_cents" is null OR "booking_policies"."late_cancel_fee_cents" > 0)
);
--> statement-breakpoint
-- A website booking whose service takes a deposit is held until its payment completes: the sweep cancels
-- it (freeing the time) once `payment_due_until` has passed unpaid; paid, the column is emptied.
ALTER TABLE "appointments" ADD COLUMN IF NOT EXISTS "payment_due_until" timestamp with time zone;
--> statement-breakpoint
-- The payment policy the booking was made under (copied from its service, as its title and price are).
ALTER TABLE "appointments" ADD COLUMN IF NOT EXISTS "payment_policy" text DEFAULT 'none' NOT NULL;
--> statement-breakpoint
-- A card on file: the provider's customer and saved payment method (Stripe cus_/pm_; offline test ids).
ALTER TABLE "appointments" ADD COLUMN IF NOT EXISTS "payment_customer_id" text;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN IF NOT EXISTS "payment_method_id" text;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_payment_policy_check" CHECK ("appointments"."payment_policy" in ('none', 'deposit', 'card'));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "appointments_payment_due_idx" ON "appointments" USING btree ("payment_due_until") WHERE "payment_due_until" is not null AND "status" <> 'canceled';
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "appointment_payments" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"provider_id" text,
	"refund_of" uuid,
	"amount_cents" bigint NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_message" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_payments_pkey" PRIMARY KEY("id","salon_id"),
	CONSTRAINT "appointment_payments_kind_check" CHECK ("appointment_payments"."kind" in ('deposit', 'no_show_fee', 'late_cancel_fee', 'card_setup', 'refund')),
	CONSTRAINT "appointment_payments_status_check" CHECK ("appointment_payments"."status" in ('pending', 'requires_action', 'succeeded', 'failed', 'canceled', 'refunded')),
	CONSTRAINT "appointment_payments_amount_check" CHECK ("appointment_payments"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "appointment_payments" ADD CONSTRAINT "appointment_payments_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "appointment_payments" ADD CONSTRAINT "appointment_payments_appointment_fk" FOREIGN KEY ("appointment_id","salon_id") REFERENCES "public"."appointments"("id","salon_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "appointment_payments_idempotency_unique" ON "appointment_payments" USING btree ("salon_id","idempotency_key");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "appointment_payments_appointment_idx" ON "appointment_payments" USING btree ("salon_id","appointment_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "appointment_payments_provider_idx" ON "appointment_payments" USING btree ("provider_id");
