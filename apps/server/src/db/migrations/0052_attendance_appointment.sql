-- A check-in at the kiosk names the visit of the day it is for (owner: modules/check-in); the visit's
-- arrival is kept when the appointment is deleted.
ALTER TABLE "attendance" ADD COLUMN IF NOT EXISTS "appointment_id" uuid;
--> statement-breakpoint
ALTER TABLE "attendance" DROP CONSTRAINT IF EXISTS "attendance_appointment_fk";
--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_appointment_fk" FOREIGN KEY ("appointment_id", "salon_id") REFERENCES "public"."appointments"("id", "salon_id") ON DELETE SET NULL ("appointment_id") ON UPDATE no action;
