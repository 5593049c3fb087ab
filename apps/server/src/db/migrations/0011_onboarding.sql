CREATE TABLE "onboarding_signups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret" text NOT NULL,
	"package_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"promotion_code_id" text,
	"amount_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "onboarding_signups_status_check" CHECK ("onboarding_signups"."status" in ('requires_action', 'succeeded', 'completed')),
	CONSTRAINT "onboarding_signups_amount_check" CHECK ("onboarding_signups"."amount_cents" >= 0 and "onboarding_signups"."discount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "onboarding_signups" ADD CONSTRAINT "onboarding_signups_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "onboarding_signups_salon_idx" ON "onboarding_signups" USING btree ("salon_id");--> statement-breakpoint
CREATE INDEX "onboarding_signups_status_expires_idx" ON "onboarding_signups" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_signups_idempotency_key_unique" ON "onboarding_signups" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_signups_client_id_unique" ON "onboarding_signups" USING btree ("client_id");
