-- How many client accounts (role 'user') each salon has, per preferred stylist and enabled or not, kept
-- by the database itself: the Users and check-in lists read their unfiltered total from a few tally rows
-- instead of counting every client of the salon on each page (issue 13, the paged list). Read by
-- modules/clients/repository.ts; a searched list still counts its matches.
--
-- Clients without a stylist are tallied under the nil UUID (a key column cannot be null); no stylist has it.
-- Statement-level triggers with transition tables, as for the appointment tallies (0017): one aggregated
-- upsert per statement, in key order, so concurrent statements take the tally locks in one order.
CREATE TABLE "client_tallies" (
	"salon_id" uuid NOT NULL REFERENCES "salons"("id") ON DELETE CASCADE,
	"stylist_id" uuid NOT NULL,
	"active" boolean NOT NULL,
	"clients" integer NOT NULL,
	CONSTRAINT "client_tallies_pkey" PRIMARY KEY ("salon_id", "stylist_id", "active")
);
--> statement-breakpoint
-- Rows of a salon deleted in the same statement are skipped (the join): its tallies went with it.
CREATE FUNCTION "users_keep_client_tallies"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	written constant text := 'SELECT salon_id, stylist_id, active, 1 AS clients
		FROM new_rows WHERE role = ''user'' AND salon_id IS NOT NULL';
	removed constant text := 'SELECT salon_id, stylist_id, active, -1 AS clients
		FROM old_rows WHERE role = ''user'' AND salon_id IS NOT NULL';
	delta text := CASE TG_OP
		WHEN 'INSERT' THEN written
		WHEN 'DELETE' THEN removed
		ELSE written || ' UNION ALL ' || removed
	END;
BEGIN
	EXECUTE format($sql$
		WITH delta AS (%s)
		INSERT INTO client_tallies AS tally (salon_id, stylist_id, active, clients)
		SELECT delta.salon_id, coalesce(delta.stylist_id, '00000000-0000-0000-0000-000000000000'),
			delta.active, sum(delta.clients)
		FROM delta JOIN salons ON salons.id = delta.salon_id
		GROUP BY 1, 2, 3
		HAVING sum(delta.clients) <> 0
		ORDER BY 1, 2, 3
		ON CONFLICT (salon_id, stylist_id, active) DO UPDATE SET clients = tally.clients + excluded.clients
	$sql$, delta);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_client_tallies_insert" AFTER INSERT ON "users"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_keep_client_tallies();
--> statement-breakpoint
CREATE TRIGGER "users_client_tallies_update" AFTER UPDATE ON "users"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_keep_client_tallies();
--> statement-breakpoint
CREATE TRIGGER "users_client_tallies_delete" AFTER DELETE ON "users"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION users_keep_client_tallies();
--> statement-breakpoint
-- The clients created before this migration.
INSERT INTO "client_tallies" (salon_id, stylist_id, active, clients)
SELECT salon_id, coalesce(stylist_id, '00000000-0000-0000-0000-000000000000'), active, count(*)
FROM users WHERE role = 'user' AND salon_id IS NOT NULL GROUP BY 1, 2, 3;
