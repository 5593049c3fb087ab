-- The SEQUENCE of an appointment's calendar entry (RFC 5545): raised on every change the client's calendar
-- must apply (a move, a confirmation, a cancel), so the entry with the same UID is updated, not duplicated.
ALTER TABLE "appointments" ADD COLUMN IF NOT EXISTS "calendar_sequence" integer DEFAULT 0 NOT NULL;
