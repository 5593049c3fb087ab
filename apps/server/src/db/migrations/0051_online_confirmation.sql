-- How a salon's online bookings are confirmed (owner: modules/booking-settings): at once (the default,
-- as Fresha and Booksy do) or once the salon approves them.
ALTER TABLE "booking_policies" ADD COLUMN IF NOT EXISTS "online_confirmation" text DEFAULT 'instant' NOT NULL;
--> statement-breakpoint
ALTER TABLE "booking_policies" DROP CONSTRAINT IF EXISTS "booking_policies_confirmation_check";
--> statement-breakpoint
ALTER TABLE "booking_policies" ADD CONSTRAINT "booking_policies_confirmation_check" CHECK ("online_confirmation" in ('instant', 'approval'));
