-- A salon's cancellation policy (issue 21): how many minutes before the start a client may still cancel or
-- reschedule online. A salon without a row keeps the platform's 15 minutes.
CREATE TABLE "booking_policies" (
	"salon_id" uuid PRIMARY KEY NOT NULL,
	"cutoff_minutes" integer DEFAULT 15 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_policies_cutoff_check" CHECK ("booking_policies"."cutoff_minutes" between 15 and 10080)
);
--> statement-breakpoint
ALTER TABLE "booking_policies" ADD CONSTRAINT "booking_policies_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
