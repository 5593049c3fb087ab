/**
 * How each table of the `public` schema is placed on a Citus cluster, read by the catalogue test
 * (test/citus-ready.test.ts) and by the generator of `scripts/citus-distribute.sql`. A new table must be
 * added here, or the test fails.
 *
 * - `tenant`: one salon's rows; distributed by `salon_id` (NOT NULL), all tables co-located, so one
 *   salon's queries and transactions run on one node. Every primary key, unique and exclusion constraint
 *   includes `salon_id` (with `=` in an exclusion constraint), and a foreign key to another tenant table
 *   includes `salon_id` on both sides.
 * - `reference`: platform-wide rows, copied to every node: the platform's pricing, the salons themselves
 *   (the public site finds a salon by its slug, unique across the platform) and tables whose `salon_id`
 *   may be null (platform accounts and their sessions, platform-wide sends and e-mails). A reference
 *   table may reference only reference tables.
 * - `local`: stays on the coordinator only; none in `public` today (drizzle's migration journal lives in
 *   the `drizzle` schema and stays local).
 */
export type Placement = 'tenant' | 'reference' | 'local';

/** The distribution column of every tenant table. */
export const DISTRIBUTION_COLUMN = 'salon_id';

export const TABLE_PLACEMENT: Readonly<Record<string, Placement>> = {
  // The tenants themselves: few rows, read with everything, slug unique across the platform.
  salons: 'reference',
  // Platform accounts (admin, superadmin) have no salon, and e-mails are unique across the platform.
  // The cost: every client account is copied to every node; splitting salon members from platform
  // accounts would make them a tenant table.
  users: 'reference',
  // Follow users: a session or reset link of a platform account has no salon.
  sessions: 'reference',
  // Kept by triggers on users (a reference table), so kept beside them.
  client_tallies: 'reference',
  password_resets: 'reference',
  // Found by its address's id alone (calendar apps name no salon), one row per person: beside users.
  calendar_feeds: 'reference',
  // Keyed by a storage key: images of salons and of the platform (app settings) alike.
  image_variants: 'reference',
  // Requests for a link are by e-mail, before any account (or salon) is known.
  password_requests: 'reference',
  // Sign-in hand-offs follow users and sessions; sign-up requests are by e-mail, before any account.
  sign_in_handoffs: 'reference',
  signup_requests: 'reference',
  // The admin's platform-wide sends have no salon.
  notifications: 'reference',
  // Platform mail (no salon) goes through the same outbox.
  mail_outbox: 'reference',
  // Claimed across every salon by the push worker (one multi-salon `FOR UPDATE SKIP LOCKED`), as the
  // mail outbox is: kept beside it rather than split over the nodes.
  push_outbox: 'reference',
  // Claimed across every salon by the reminder job, as the outboxes it writes to: kept beside them.
  reminders: 'reference',
  // The platform's pricing and its sign-ups: idempotency keys and payment ids unique across the platform.
  billing_packages: 'reference',
  billing_plans: 'reference',
  billing_coupons: 'reference',
  billing_promotion_codes: 'reference',
  onboarding_signups: 'reference',
  // Webhook events of the platform's payment account, some without an order.
  payment_events: 'reference',
  // The platform account's subscription webhook events, each applied once.
  subscription_events: 'reference',
  // Connect webhook events of every salon's payout account, each applied once.
  payout_events: 'reference',

  salon_subscriptions: 'tenant',
  salon_payments: 'tenant',
  app_versions: 'tenant',
  app_settings: 'tenant',
  website_settings: 'tenant',
  first_steps_dismissals: 'tenant',
  services: 'tenant',
  stylist_settings: 'tenant',
  business_hours: 'tenant',
  availability_slots: 'tenant',
  appointments: 'tenant',
  // A multi-service visit's shared row, beside its parts (appointments of the same salon).
  visits: 'tenant',
  // The front desk's rows of one salon, co-located with its appointments and products.
  sale_settings: 'tenant',
  sales: 'tenant',
  sale_lines: 'tenant',
  sale_tips: 'tenant',
  sale_payments: 'tenant',
  sale_refunds: 'tenant',
  sale_refund_lines: 'tenant',
  sale_refund_payments: 'tenant',
  sale_day_totals: 'tenant',
  // The desk's cash drawer, beside the sales its cash comes from.
  cash_days: 'tenant',
  cash_movements: 'tenant',
  receipt_counters: 'tenant',
  // Kept by triggers on appointments from rows of the same salon: co-located, so they stay on one node.
  appointment_start_tallies: 'tenant',
  appointment_stylist_day_tallies: 'tenant',
  attendance: 'tenant',
  product_categories: 'tenant',
  products: 'tenant',
  orders: 'tenant',
  order_items: 'tenant',
  coupons: 'tenant',
  video_categories: 'tenant',
  videos: 'tenant',
  // A salon account's phones; a token moving to another account moves within or across salons.
  device_tokens: 'tenant',
  // A salon's reminder choices, read with its appointments.
  reminder_settings: 'tenant',
  // A salon's cancellation policy, read with its appointments.
  booking_policies: 'tenant',
  // A salon's connected payout account, read with its orders.
  payout_accounts: 'tenant',
  // An appointment's charges, card setups and refunds, read and written with the appointment.
  appointment_payments: 'tenant',
  // A salon's clients' customers at the payment provider, read when a client saves a card.
  payment_customers: 'tenant',
};

export function tablesPlaced(placement: Placement): string[] {
  return Object.keys(TABLE_PLACEMENT)
    .filter((table) => TABLE_PLACEMENT[table] === placement)
    .sort();
}
