-- A salon whose owner closed the dashboard's first-steps card (modules/first-steps): one row per salon.
CREATE TABLE IF NOT EXISTS "first_steps_dismissals" (
	"salon_id" uuid PRIMARY KEY NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "first_steps_dismissals" ADD CONSTRAINT "first_steps_dismissals_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
