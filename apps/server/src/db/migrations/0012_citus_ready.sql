-- Citus-ready keys (src/db/distribution.ts classifies every table). Citus requires the distribution column,
-- salon_id, in every primary key, unique and exclusion constraint of a distributed table (with = in an
-- exclusion constraint), and in both sides of a foreign key between two distributed tables. Primary keys
-- become (id, salon_id): lookups by id alone still use the index, lookups by salon and id too. Data is kept.
--
-- 1. Foreign keys between tenant tables go first: they depend on the keys replaced below.
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_slot_id_availability_slots_id_fk";
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_category_id_product_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "services" DROP CONSTRAINT "services_parent_fk";
--> statement-breakpoint
ALTER TABLE "videos" DROP CONSTRAINT "videos_category_fk";
--> statement-breakpoint
-- payment_events is a reference table (platform-wide, events without an order too); a reference table
-- cannot reference a distributed one, so order_id stays a plain column naming the order.
ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_order_id_orders_id_fk";
--> statement-breakpoint
-- 2. Order lines carry their order's salon.
ALTER TABLE "order_items" ADD COLUMN "salon_id" uuid;
--> statement-breakpoint
UPDATE "order_items" SET "salon_id" = "orders"."salon_id" FROM "orders" WHERE "orders"."id" = "order_items"."order_id";
--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "salon_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- 3. Primary keys with salon_id.
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_pkey", ADD CONSTRAINT "appointments_pkey" PRIMARY KEY ("id", "salon_id");
--> statement-breakpoint
ALTER TABLE "availability_slots" DROP CONSTRAINT "availability_slots_pkey", ADD CONSTRAINT "availability_slots_pkey" PRIMARY KEY ("id", "salon_id");
--> statement-breakpoint
ALTER TABLE "business_hours" DROP CONSTRAINT "business_hours_pkey", ADD CONSTRAINT "business_hours_pkey" PRIMARY KEY ("stylist_id", "salon_id");
--> statement-breakpoint
ALTER TABLE "attendance" DROP CONSTRAINT "attendance_pkey", ADD CONSTRAINT "attendance_pkey" PRIMARY KEY ("id", "salon_id");
--> statement-breakpoint
ALTER TABLE "product_categories" DROP CONSTRAINT "product_categories_pkey", ADD CONSTRAINT "product_categories_pkey" PRIMARY KEY ("id", "salon_id");
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_pkey", ADD CONSTRAINT "products_pkey" PRIMARY KEY ("id", "salon_id");
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_pkey", ADD CONSTRAINT "orders_pkey" PRIMARY KEY ("id", "salon_id");
--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_pkey", ADD CONSTRAINT "order_items_pkey" PRIMARY KEY ("id", "salon_id");
--> statement-breakpoint
ALTER TABLE "stylist_settings" DROP CONSTRAINT "stylist_settings_pkey", ADD CONSTRAINT "stylist_settings_pkey" PRIMARY KEY ("stylist_id", "salon_id");
--> statement-breakpoint
ALTER TABLE "services" DROP CONSTRAINT "services_pkey", ADD CONSTRAINT "services_pkey" PRIMARY KEY ("id", "salon_id");
--> statement-breakpoint
ALTER TABLE "video_categories" DROP CONSTRAINT "video_categories_pkey", ADD CONSTRAINT "video_categories_pkey" PRIMARY KEY ("id", "salon_id");
--> statement-breakpoint
ALTER TABLE "videos" DROP CONSTRAINT "videos_pkey", ADD CONSTRAINT "videos_pkey" PRIMARY KEY ("id", "salon_id");
--> statement-breakpoint
ALTER TABLE "salon_subscriptions" DROP CONSTRAINT "salon_subscriptions_pkey", ADD CONSTRAINT "salon_subscriptions_pkey" PRIMARY KEY ("id", "salon_id");
--> statement-breakpoint
ALTER TABLE "app_versions" DROP CONSTRAINT "app_versions_pkey", ADD CONSTRAINT "app_versions_pkey" PRIMARY KEY ("id", "salon_id");
--> statement-breakpoint
ALTER TABLE "coupons" DROP CONSTRAINT "coupons_pkey", ADD CONSTRAINT "coupons_pkey" PRIMARY KEY ("id", "salon_id");
--> statement-breakpoint
ALTER TABLE "app_settings" DROP CONSTRAINT "app_settings_pkey", ADD CONSTRAINT "app_settings_pkey" PRIMARY KEY ("id", "salon_id");
--> statement-breakpoint
-- 4. Unique constraints and indexes with salon_id; (salon_id, id) of services and video categories is
-- now the primary key.
ALTER TABLE "services" DROP CONSTRAINT "services_salon_id_unique";
--> statement-breakpoint
ALTER TABLE "video_categories" DROP CONSTRAINT "video_categories_salon_id_unique";
--> statement-breakpoint
ALTER TABLE "business_hours" DROP CONSTRAINT "business_hours_id_unique", ADD CONSTRAINT "business_hours_id_salon_unique" UNIQUE ("id", "salon_id");
--> statement-breakpoint
DROP INDEX "availability_slots_stylist_start_unique";
--> statement-breakpoint
CREATE UNIQUE INDEX "availability_slots_stylist_start_unique" ON "availability_slots" USING btree ("salon_id", "stylist_id", "starts_at");
--> statement-breakpoint
DROP INDEX "orders_payment_intent_unique";
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_intent_unique" ON "orders" USING btree ("salon_id", "payment_intent_id");
--> statement-breakpoint
-- 5. No double booking, per salon and stylist.
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_no_overlap", ADD CONSTRAINT "appointments_no_overlap"
  EXCLUDE USING gist ("salon_id" WITH =, "stylist_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("status" <> 'canceled');
--> statement-breakpoint
ALTER TABLE "availability_slots" DROP CONSTRAINT "availability_slots_no_overlap", ADD CONSTRAINT "availability_slots_no_overlap"
  EXCLUDE USING gist ("salon_id" WITH =, "stylist_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&);
--> statement-breakpoint
-- 6. Foreign keys between tenant tables, with salon_id on both sides. SET NULL names the column it
-- empties: salon_id stays.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_slot_fk" FOREIGN KEY ("salon_id", "slot_id") REFERENCES "public"."availability_slots"("salon_id", "id") ON DELETE SET NULL ("slot_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_fk" FOREIGN KEY ("salon_id", "category_id") REFERENCES "public"."product_categories"("salon_id", "id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_fk" FOREIGN KEY ("salon_id", "order_id") REFERENCES "public"."orders"("salon_id", "id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_fk" FOREIGN KEY ("salon_id", "product_id") REFERENCES "public"."products"("salon_id", "id") ON DELETE SET NULL ("product_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_parent_fk" FOREIGN KEY ("salon_id", "parent_id") REFERENCES "public"."services"("salon_id", "id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_category_fk" FOREIGN KEY ("salon_id", "category_id") REFERENCES "public"."video_categories"("salon_id", "id") ON DELETE no action ON UPDATE no action;
