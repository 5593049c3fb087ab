ALTER TABLE "salon_subscriptions" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_subscriptions" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_subscriptions" ADD COLUMN "package_id" text;--> statement-breakpoint
ALTER TABLE "salon_subscriptions" ADD COLUMN "plan_id" text;--> statement-breakpoint
ALTER TABLE "salon_subscriptions" ADD COLUMN "provider_customer_id" text;--> statement-breakpoint
ALTER TABLE "salon_subscriptions" ADD COLUMN "provider_subscription_id" text;--> statement-breakpoint
UPDATE "salon_subscriptions" SET "status" = 'incomplete' WHERE "active" = false;--> statement-breakpoint
UPDATE "salon_subscriptions" SET "cancel_at_period_end" = true FROM "salons" WHERE "salons"."id" = "salon_subscriptions"."salon_id" AND "salons"."cancel_at_period_end";--> statement-breakpoint
ALTER TABLE "salon_subscriptions" ADD CONSTRAINT "salon_subscriptions_status_check" CHECK ("salon_subscriptions"."status" in ('incomplete', 'active', 'past_due', 'canceled'));--> statement-breakpoint
-- With salon_id, as every tenant key (Citus-ready); a webhook still finds the row by the provider id alone.
CREATE UNIQUE INDEX "salon_subscriptions_provider_subscription_unique" ON "salon_subscriptions" USING btree ("salon_id","provider_subscription_id");--> statement-breakpoint
CREATE TABLE "subscription_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
