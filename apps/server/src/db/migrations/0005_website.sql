CREATE TABLE "website_settings" (
	"salon_id" uuid PRIMARY KEY NOT NULL,
	"bg_color" text,
	"website_title" text,
	"website_sub_title" text,
	"appearance_bar_text" text,
	"appearance_bar_para" text,
	"product_text" text,
	"service_text" text,
	"hour_text" text,
	"hour_para" text,
	"contact_text" text,
	"contact_para" text,
	"logo_key" text,
	"banner_key" text,
	"work_hours" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "website_settings" ADD CONSTRAINT "website_settings_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
