-- Distributes the tables on a Citus cluster. Generated from apps/server/src/db/distribution.ts by
-- `npm run db:citus-script -w @salon/server`: do not edit by hand.
--
-- Run on the coordinator, after the server's migrations, as the owner of the tables:
--   psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -f apps/server/scripts/citus-distribute.sql
-- Tables already distributed are skipped, so run it again after a migration that adds a table.
--
-- Reference tables (copied to every node): platform-wide rows, the salons, and tables whose salon_id
-- may be null (users holds the admin and superadmin, who have no salon; sessions, reset links,
-- notifications and e-mails follow). Tenant tables: distributed by salon_id and co-located, so a
-- salon's queries and transactions run on one node. drizzle.__drizzle_migrations stays local.
BEGIN;
-- Tables referencing reference tables distributed in the same transaction need sequential mode.
SET LOCAL citus.multi_shard_modify_mode TO 'sequential';
-- appointments carries triggers that keep the appointment tallies (migration 0017): Citus distributes
-- a table with triggers only with this on. They are safe: each writes the tallies of its own salon,
-- which are co-located with the appointments.
SET LOCAL citus.enable_unsafe_triggers TO on;

SELECT create_reference_table('public.billing_coupons') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.billing_coupons'::regclass);
SELECT create_reference_table('public.billing_packages') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.billing_packages'::regclass);
SELECT create_reference_table('public.image_variants') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.image_variants'::regclass);
SELECT create_reference_table('public.password_requests') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.password_requests'::regclass);
SELECT create_reference_table('public.payment_events') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.payment_events'::regclass);
SELECT create_reference_table('public.payout_events') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.payout_events'::regclass);
SELECT create_reference_table('public.salons') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.salons'::regclass);
SELECT create_reference_table('public.subscription_events') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.subscription_events'::regclass);
SELECT create_reference_table('public.billing_plans') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.billing_plans'::regclass);
SELECT create_reference_table('public.billing_promotion_codes') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.billing_promotion_codes'::regclass);
SELECT create_reference_table('public.client_tallies') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.client_tallies'::regclass);
SELECT create_reference_table('public.mail_outbox') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.mail_outbox'::regclass);
SELECT create_reference_table('public.onboarding_signups') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.onboarding_signups'::regclass);
SELECT create_reference_table('public.reminders') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.reminders'::regclass);
SELECT create_reference_table('public.signup_requests') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.signup_requests'::regclass);
SELECT create_reference_table('public.users') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.users'::regclass);
SELECT create_reference_table('public.calendar_feeds') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.calendar_feeds'::regclass);
SELECT create_reference_table('public.notifications') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.notifications'::regclass);
SELECT create_reference_table('public.password_resets') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.password_resets'::regclass);
SELECT create_reference_table('public.push_outbox') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.push_outbox'::regclass);
SELECT create_reference_table('public.sessions') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.sessions'::regclass);
SELECT create_reference_table('public.sign_in_handoffs') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.sign_in_handoffs'::regclass);

SELECT create_distributed_table('public.website_settings', 'salon_id', colocate_with => 'none') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.website_settings'::regclass);
SELECT create_distributed_table('public.app_settings', 'salon_id', colocate_with => 'public.website_settings') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.app_settings'::regclass);
SELECT create_distributed_table('public.app_versions', 'salon_id', colocate_with => 'public.website_settings') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.app_versions'::regclass);
SELECT create_distributed_table('public.appointment_start_tallies', 'salon_id', colocate_with => 'public.website_settings') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.appointment_start_tallies'::regclass);
SELECT create_distributed_table('public.appointment_stylist_day_tallies', 'salon_id', colocate_with => 'public.website_settings') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.appointment_stylist_day_tallies'::regclass);
SELECT create_distributed_table('public.availability_slots', 'salon_id', colocate_with => 'public.website_settings') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.availability_slots'::regclass);
SELECT create_distributed_table('public.booking_policies', 'salon_id', colocate_with => 'public.website_settings') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.booking_policies'::regclass);
SELECT create_distributed_table('public.business_hours', 'salon_id', colocate_with => 'public.website_settings') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.business_hours'::regclass);
SELECT create_distributed_table('public.cash_days', 'salon_id', colocate_with => 'public.website_settings') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.cash_days'::regclass);
SELECT create_distributed_table('public.coupons', 'salon_id', colocate_with => 'public.website_settings') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.coupons'::regclass);
SELECT create_distributed_table('public.device_tokens', 'salon_id', colocate_with => 'public.website_settings') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.device_tokens'::regclass);
SELECT create_distributed_table('public.first_steps_dismissals', 'salon_id', colocate_with => 'public.website_settings') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.first_steps_dismissals'::regclass);
SELECT create_distributed_table('public.orders', 'salon_id', colocate_with => 'public.website_settings') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.orders'::regclass);
SELECT create_distributed_table('public.payment_customers', 'salon_id', colocate_with => 'public.website_settings') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.payment_customers'::regclass);
SELECT create_distributed_table('public.payout_accounts', 'salon_id', colocate_with => 'public.website_settings') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.payout_accounts'::regclass);
SELECT create_distributed_table('public.product_categories', 'salon_id', colocate_with => 'public.website_settings') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.product_categories'::regclass);
SELECT create_distributed_table('public.receipt_counters', 'salon_id', colocate_with => 'public.website_settings') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.receipt_counters'::regclass);
SELECT create_distributed_table('public.reminder_settings', 'salon_id', colocate_with => 'public.website_settings') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.reminder_settings'::regclass);
SELECT create_distributed_table('public.sale_day_totals', 'salon_id', colocate_with => 'public.website_settings') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.sale_day_totals'::regclass);
SELECT create_distributed_table('public.sale_settings', 'salon_id', colocate_with => 'public.website_settings') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.sale_settings'::regclass);
SELECT create_distributed_table('public.sales', 'salon_id', colocate_with => 'public.website_settings') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.sales'::regclass);
SELECT create_distributed_table('public.salon_payments', 'salon_id', colocate_with => 'public.website_settings') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.salon_payments'::regclass);
SELECT create_distributed_table('public.salon_subscriptions', 'salon_id', colocate_with => 'public.website_settings') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.salon_subscriptions'::regclass);
SELECT create_distributed_table('public.services', 'salon_id', colocate_with => 'public.website_settings') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.services'::regclass);
SELECT create_distributed_table('public.stylist_settings', 'salon_id', colocate_with => 'public.website_settings') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.stylist_settings'::regclass);
SELECT create_distributed_table('public.video_categories', 'salon_id', colocate_with => 'public.website_settings') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.video_categories'::regclass);
SELECT create_distributed_table('public.visits', 'salon_id', colocate_with => 'public.website_settings') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.visits'::regclass);
SELECT create_distributed_table('public.appointments', 'salon_id', colocate_with => 'public.website_settings') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.appointments'::regclass);
SELECT create_distributed_table('public.cash_movements', 'salon_id', colocate_with => 'public.website_settings') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.cash_movements'::regclass);
SELECT create_distributed_table('public.products', 'salon_id', colocate_with => 'public.website_settings') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.products'::regclass);
SELECT create_distributed_table('public.sale_lines', 'salon_id', colocate_with => 'public.website_settings') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.sale_lines'::regclass);
SELECT create_distributed_table('public.sale_payments', 'salon_id', colocate_with => 'public.website_settings') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.sale_payments'::regclass);
SELECT create_distributed_table('public.sale_refunds', 'salon_id', colocate_with => 'public.website_settings') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.sale_refunds'::regclass);
SELECT create_distributed_table('public.sale_tips', 'salon_id', colocate_with => 'public.website_settings') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.sale_tips'::regclass);
SELECT create_distributed_table('public.videos', 'salon_id', colocate_with => 'public.website_settings') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.videos'::regclass);
SELECT create_distributed_table('public.appointment_payments', 'salon_id', colocate_with => 'public.website_settings') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.appointment_payments'::regclass);
SELECT create_distributed_table('public.attendance', 'salon_id', colocate_with => 'public.website_settings') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.attendance'::regclass);
SELECT create_distributed_table('public.order_items', 'salon_id', colocate_with => 'public.website_settings') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.order_items'::regclass);
SELECT create_distributed_table('public.sale_refund_lines', 'salon_id', colocate_with => 'public.website_settings') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.sale_refund_lines'::regclass);
SELECT create_distributed_table('public.sale_refund_payments', 'salon_id', colocate_with => 'public.website_settings') WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.sale_refund_payments'::regclass);
COMMIT;
