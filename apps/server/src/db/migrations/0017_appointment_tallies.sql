-- Tallies of live (not canceled) appointments, kept by the database itself, so that the dashboard of a
-- salon with half a million appointments in range sums a few thousand rows instead of counting each
-- appointment (issue 13: ≤ 100 ms for its report calls together). Read by modules/reports/repository.ts
-- for a whole salon; a stylist's own dashboard counts their appointments directly.
--
-- - appointment_start_tallies: per start instant and client gender: the count and the charges (the
--   Appointments and Total Sales cards, the gender pie, the per-minute and per-month charts).
-- - appointment_stylist_day_tallies: per stylist and salon-local day (the stylist list).
--
-- Statement-level triggers with transition tables keep them: one aggregated upsert per statement, so a
-- single booking costs two small upserts and a bulk insert of many rows costs the same two statements.
-- Rows are upserted in key order, so two statements touching the same tallies take their locks in one
-- order and never deadlock on them. A tally whose appointments were all canceled stays at 0.
CREATE TABLE "appointment_start_tallies" (
	"salon_id" uuid NOT NULL REFERENCES "salons"("id") ON DELETE CASCADE,
	"starts_at" timestamp with time zone NOT NULL,
	"gender" text NOT NULL,
	"live" integer NOT NULL,
	"charges_cents" bigint NOT NULL,
	CONSTRAINT "appointment_start_tallies_pkey" PRIMARY KEY ("salon_id", "starts_at", "gender")
);
--> statement-breakpoint
CREATE TABLE "appointment_stylist_day_tallies" (
	"salon_id" uuid NOT NULL REFERENCES "salons"("id") ON DELETE CASCADE,
	"local_day" date NOT NULL,
	"stylist_id" uuid NOT NULL,
	"live" integer NOT NULL,
	CONSTRAINT "appointment_stylist_day_tallies_pkey" PRIMARY KEY ("salon_id", "local_day", "stylist_id")
);
--> statement-breakpoint
-- Applies the statement's change to both tallies: `delta` holds its signed rows (+1 per live row written,
-- -1 per live row replaced or removed), read from the transition tables, which only the trigger function
-- itself can see. Rows of a salon deleted in the same statement are skipped (the join): its tallies went
-- with it.
CREATE FUNCTION "appointments_keep_tallies"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	written constant text := 'SELECT salon_id, stylist_id, starts_at, gender, 1 AS live,
		coalesce(sub_service_charges_cents, 0)::bigint AS cents FROM new_rows WHERE status <> ''canceled''';
	removed constant text := 'SELECT salon_id, stylist_id, starts_at, gender, -1 AS live,
		-coalesce(sub_service_charges_cents, 0)::bigint AS cents FROM old_rows WHERE status <> ''canceled''';
	delta text := CASE TG_OP
		WHEN 'INSERT' THEN written
		WHEN 'DELETE' THEN removed
		ELSE written || ' UNION ALL ' || removed
	END;
BEGIN
	EXECUTE format($sql$
		WITH delta AS (%s)
		INSERT INTO appointment_start_tallies AS tally (salon_id, starts_at, gender, live, charges_cents)
		SELECT delta.salon_id, delta.starts_at, delta.gender, sum(delta.live), sum(delta.cents)
		FROM delta JOIN salons ON salons.id = delta.salon_id
		GROUP BY 1, 2, 3
		ORDER BY 1, 2, 3
		ON CONFLICT (salon_id, starts_at, gender) DO UPDATE
		SET live = tally.live + excluded.live, charges_cents = tally.charges_cents + excluded.charges_cents
	$sql$, delta);
	EXECUTE format($sql$
		WITH delta AS (%s)
		INSERT INTO appointment_stylist_day_tallies AS tally (salon_id, local_day, stylist_id, live)
		SELECT delta.salon_id, (delta.starts_at AT TIME ZONE salons.time_zone)::date, delta.stylist_id,
			sum(delta.live)
		FROM delta JOIN salons ON salons.id = delta.salon_id
		GROUP BY 1, 2, 3
		ORDER BY 1, 2, 3
		ON CONFLICT (salon_id, local_day, stylist_id) DO UPDATE SET live = tally.live + excluded.live
	$sql$, delta);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "appointments_tallies_insert" AFTER INSERT ON "appointments"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION appointments_keep_tallies();
--> statement-breakpoint
CREATE TRIGGER "appointments_tallies_update" AFTER UPDATE ON "appointments"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION appointments_keep_tallies();
--> statement-breakpoint
CREATE TRIGGER "appointments_tallies_delete" AFTER DELETE ON "appointments"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION appointments_keep_tallies();
--> statement-breakpoint
-- A salon's days move with its time zone: its day tallies are counted again.
CREATE FUNCTION "salons_recount_day_tallies"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM appointment_stylist_day_tallies WHERE salon_id = NEW.id;
	INSERT INTO appointment_stylist_day_tallies (salon_id, local_day, stylist_id, live)
	SELECT salon_id, (starts_at AT TIME ZONE NEW.time_zone)::date, stylist_id, count(*)
	FROM appointments WHERE salon_id = NEW.id AND status <> 'canceled'
	GROUP BY 1, 2, 3;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "salons_time_zone_tallies" AFTER UPDATE OF "time_zone" ON "salons"
	FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION salons_recount_day_tallies();
--> statement-breakpoint
-- The appointments booked before this migration.
INSERT INTO "appointment_start_tallies" (salon_id, starts_at, gender, live, charges_cents)
SELECT salon_id, starts_at, gender, count(*), coalesce(sum(sub_service_charges_cents), 0)
FROM appointments WHERE status <> 'canceled' GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "appointment_stylist_day_tallies" (salon_id, local_day, stylist_id, live)
SELECT appointments.salon_id, (appointments.starts_at AT TIME ZONE salons.time_zone)::date, appointments.stylist_id, count(*)
FROM appointments JOIN salons ON salons.id = appointments.salon_id
WHERE appointments.status <> 'canceled' GROUP BY 1, 2, 3;
