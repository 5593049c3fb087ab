-- Multi-service visits (issue 22): one booking of several services back to back, each part an appointment
-- (with its own stylist) carrying the visit's id and its 1-based place in the visit. The visit row holds
-- what the parts share: the idempotency key of the booking that made it (a retried submit answers the same
-- visit) and the SEQUENCE of its one calendar entry.
CREATE TABLE IF NOT EXISTS "visits" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"calendar_sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visits_pkey" PRIMARY KEY("id","salon_id"),
	CONSTRAINT "visits_salon_key_unique" UNIQUE("salon_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN IF NOT EXISTS "visit_id" uuid;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN IF NOT EXISTS "visit_part" smallint;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_visit_fk" FOREIGN KEY ("salon_id","visit_id") REFERENCES "public"."visits"("salon_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_visit_part_check" CHECK (("appointments"."visit_id" is null) = ("appointments"."visit_part" is null) and ("appointments"."visit_part" is null or "appointments"."visit_part" >= 1));
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "appointments_visit_part_unique" ON "appointments" USING btree ("salon_id","visit_id","visit_part") WHERE "appointments"."visit_id" is not null;
