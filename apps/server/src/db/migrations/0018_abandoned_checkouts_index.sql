-- The sweep of abandoned checkouts (modules/orders/repository.ts `abandoned`) pages every salon's unpaid
-- orders older than half an hour in (created_at, id) order: this index holds just those orders, so a round
-- reads the few it releases instead of every order of the platform. Its predicate matches the query's
-- literal `payment_status in ('unpaid', 'requires_action')`.
CREATE INDEX IF NOT EXISTS "orders_abandonable_created_idx" ON "orders" USING btree ("created_at","id") WHERE "payment_status" IN ('unpaid', 'requires_action');
