-- No double booking, ever: the database itself rejects two live appointments of one stylist whose
-- half-open time ranges overlap (SQLSTATE 23P01, mapped to 409), and two overlapping slots of one stylist.
-- btree_gist lets the uuid equality share the GiST index with the range overlap.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap"
  EXCLUDE USING gist ("stylist_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("status" <> 'canceled');
--> statement-breakpoint
ALTER TABLE "availability_slots" ADD CONSTRAINT "availability_slots_no_overlap"
  EXCLUDE USING gist ("stylist_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&);
