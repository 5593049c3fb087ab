-- Refunds are durable work (issue 22): a refund row is recorded before the provider is called; one the
-- provider did not take is retried by the refund job (jobs/refund-retries.ts) at `next_attempt_at`, with
-- backoff, until `attempts` reaches the limit and the row is marked failed for staff. Null
-- `next_attempt_at`: nothing left to try (settled, or the provider accepted it and its webhook settles it).
ALTER TABLE "appointment_payments" ADD COLUMN IF NOT EXISTS "attempts" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "appointment_payments" ADD COLUMN IF NOT EXISTS "next_attempt_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "appointment_payments_retry_idx" ON "appointment_payments" USING btree ("next_attempt_at") WHERE "next_attempt_at" IS NOT NULL;
