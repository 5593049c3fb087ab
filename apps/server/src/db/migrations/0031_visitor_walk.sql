-- Issue 21 (the visitor's walk):
-- - a website booking may leave the gender out: an appointment's gender may be empty; the tallies count
--   such an appointment under 'unspecified' (the cards and charts count it; the gender pie leaves it out);
-- - a stylist's short bio, edited by the owner, shown with the stylist's photo on the booking page.
ALTER TABLE "appointments" ALTER COLUMN "gender" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "bio" text;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "appointments_keep_tallies"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	written constant text := 'SELECT salon_id, stylist_id, starts_at, coalesce(gender, ''unspecified'') AS gender, 1 AS live,
		coalesce(sub_service_charges_cents, 0)::bigint AS cents FROM new_rows WHERE status <> ''canceled''';
	removed constant text := 'SELECT salon_id, stylist_id, starts_at, coalesce(gender, ''unspecified'') AS gender, -1 AS live,
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
