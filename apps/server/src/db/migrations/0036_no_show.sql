-- No-shows (issue 22): when staff marked the visit a no-show from the calendar (null: not one). The fee
-- charged for it is an `appointment_payments` row of kind 'no_show_fee', one per appointment.
ALTER TABLE "appointments" ADD COLUMN IF NOT EXISTS "no_show_at" timestamp with time zone;
