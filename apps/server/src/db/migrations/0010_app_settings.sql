CREATE TABLE "app_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"type" text NOT NULL,
	"texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_settings_type_check" CHECK ("app_settings"."type" in ('logo', 'login', 'register', 'home', 'shop', 'profile'))
);
--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_settings_salon_type_unique" ON "app_settings" USING btree ("salon_id","type");
--> statement-breakpoint
-- The slot horizon (issue 12, defect 3): the last day whose slots were generated from the hours.
ALTER TABLE "business_hours" ADD COLUMN "slots_through" date;
