CREATE TABLE "app_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"version_title_android" text NOT NULL,
	"version_title_ios" text NOT NULL,
	"version_description" text DEFAULT '' NOT NULL,
	"is_compulsory" boolean DEFAULT false NOT NULL,
	"enable" boolean DEFAULT true NOT NULL,
	"package_name" text NOT NULL,
	"bundle_id" text NOT NULL,
	"android_store_url" text,
	"ios_store_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_versions" ADD CONSTRAINT "app_versions_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_versions_salon_created_idx" ON "app_versions" USING btree ("salon_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "app_versions_salon_titles_unique" ON "app_versions" USING btree ("salon_id",lower("version_title_android"),lower("version_title_ios"));