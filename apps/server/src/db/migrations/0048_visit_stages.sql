-- The desk's day of a visit (owner: modules/appointments): arrived, in service, completed, and when.
ALTER TABLE "appointments" ADD COLUMN IF NOT EXISTS "stage" text;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN IF NOT EXISTS "stage_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_stage_check" CHECK ("appointments"."stage" is null or "appointments"."stage" in ('arrived', 'in-service', 'completed'));
