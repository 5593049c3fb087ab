-- Appointment reminders (issue 21): the planned reminders of each appointment, claimed by the reminder job
-- of any instance, and each salon's choices. `reminders` is claimed across every salon (reference placement,
-- beside the outboxes it writes to), so it has no foreign key to `appointments`.
CREATE TABLE "reminders" (
	"salon_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"done_at" timestamp with time zone,
	"skip_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_pkey" PRIMARY KEY("salon_id","appointment_id","kind"),
	CONSTRAINT "reminders_kind_check" CHECK ("reminders"."kind" in ('24h', '2h')),
	CONSTRAINT "reminders_status_check" CHECK ("reminders"."status" in ('pending', 'sent', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminders_due_idx" ON "reminders" USING btree ("due_at") WHERE "reminders"."status" = 'pending';--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"salon_id" uuid PRIMARY KEY NOT NULL,
	"remind_24h" boolean DEFAULT true NOT NULL,
	"remind_2h" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The live appointments already booked get the windows still ahead of them, as a new booking would.
INSERT INTO "reminders" ("salon_id", "appointment_id", "kind", "starts_at", "due_at")
SELECT a."salon_id", a."id", k."kind", a."starts_at", a."starts_at" - k."ahead"
FROM "appointments" a
CROSS JOIN (VALUES ('24h', interval '24 hours'), ('2h', interval '2 hours')) AS k("kind", "ahead")
WHERE a."status" <> 'canceled' AND a."starts_at" - k."ahead" > now();
