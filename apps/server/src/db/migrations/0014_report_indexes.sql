-- The dashboard's reports (modules/reports/repository.ts) read a salon's live appointments in a range:
-- counts by gender, start minute, month and stylist. This index holds every column they read, so each
-- report is an index-only scan of the range's live rows; the predicate matches the reports' literal
-- `status <> 'canceled'`.
CREATE INDEX IF NOT EXISTS "appointments_salon_live_start_idx" ON "appointments" USING btree ("salon_id","starts_at") INCLUDE ("stylist_id","gender","sub_service_charges_cents") WHERE "status" <> 'canceled';
--> statement-breakpoint
-- The Users list (modules/clients/repository.ts) pages a salon's clients by name: read in this order,
-- a page is its own rows rather than a sort of every client.
CREATE INDEX IF NOT EXISTS "users_clients_name_idx" ON "users" USING btree ("salon_id",lower("name"),"id") WHERE "role" = 'user';
