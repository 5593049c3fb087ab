-- The occupancy of a salon-day (public availability, calendars): live appointments of the salon whose
-- start lies in [day start - 13 h, day end) (no appointment is longer: appointments_length_check). A
-- partial index of live appointments that carries every column the query reads answers it from the
-- index alone, without visiting the heap pages a year of history scatters a day's appointments over.
CREATE INDEX IF NOT EXISTS "appointments_live_salon_start_idx" ON "appointments" USING btree ("salon_id", "starts_at")
  INCLUDE ("stylist_id", "ends_at", "status", "id") WHERE "status" <> 'canceled';
