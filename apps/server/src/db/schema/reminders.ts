import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { ownerSalonId } from './tenant-columns';

export const REMINDER_KIND_VALUES = ['24h', '2h'] as const;
export type ReminderKindValue = (typeof REMINDER_KIND_VALUES)[number];

export const REMINDER_STATUS_VALUES = ['pending', 'sent', 'skipped'] as const;
export type ReminderStatusValue = (typeof REMINDER_STATUS_VALUES)[number];

/**
 * The planned reminders of appointments (modules/reminders): one row per appointment and kind,
 * written in the transaction of the booking, move or cancel that plans it, claimed when due by the
 * reminder job of any instance (`FOR UPDATE SKIP LOCKED`), which writes the e-mail and push to their
 * outboxes and marks the row sent in one transaction. `starts_at` is the start it was planned for: a row
 * whose appointment starts at another time (moved without re-planning) is skipped, never sent wrong.
 * Claimed across every salon, so placed beside the outboxes (reference, db/distribution.ts): no foreign
 * key to `appointments` (a tenant table); an appointment that is gone is skipped when claimed.
 */
export const reminders = pgTable(
  'reminders',
  {
    salonId: ownerSalonId(),
    appointmentId: uuid('appointment_id').notNull(),
    kind: text('kind').$type<ReminderKindValue>().notNull(),
    startsAt: instant('starts_at').notNull(),
    dueAt: instant('due_at').notNull(),
    status: text('status').$type<ReminderStatusValue>().notNull().default('pending'),
    /** When the job wrote it to the outbox (sent) or gave it up (skipped), by the app's clock. */
    doneAt: instant('done_at'),
    /** Why a skipped reminder was not sent ('cancelled', 'moved', 'off', 'late', 'superseded'). */
    skipReason: text('skip_reason'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'reminders_pkey', columns: [table.salonId, table.appointmentId, table.kind] }),
    index('reminders_due_idx')
      .on(table.dueAt)
      .where(sql`${table.status} = 'pending'`),
    check('reminders_kind_check', sql`${table.kind} in ('24h', '2h')`),
    check('reminders_status_check', sql`${table.status} in ('pending', 'sent', 'skipped')`),
  ],
);

export type ReminderRow = typeof reminders.$inferSelect;
export type NewReminderRow = typeof reminders.$inferInsert;

/** A salon's reminder choices; a salon without a row has the defaults (24 hours on, 2 hours off). */
export const reminderSettings = pgTable('reminder_settings', {
  salonId: ownerSalonId().primaryKey(),
  remind24h: boolean('remind_24h').notNull().default(true),
  remind2h: boolean('remind_2h').notNull().default(false),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

export type ReminderSettingsRow = typeof reminderSettings.$inferSelect;

/**
 * A salon's cancellation policy: minutes before the start a client may still cancel or
 * reschedule online; a salon without a row keeps the platform's 15 minutes (modules/booking-settings,
 * client-change-policy.ts).
 */
export const bookingPolicies = pgTable(
  'booking_policies',
  {
    salonId: ownerSalonId().primaryKey(),
    cutoffMinutes: integer('cutoff_minutes').notNull().default(15),
    /** The fee a no-show's saved card is charged (minor units); null: none. */
    noShowFeeCents: bigint('no_show_fee_cents', { mode: 'number' }),
    /** The fee of a client's cancel inside the window (minor units); null: none. */
    lateCancelFeeCents: bigint('late_cancel_fee_cents', { mode: 'number' }),
    /** The salon's payment policy, shown before the client pays and in every booking e-mail. */
    paymentPolicyText: text('payment_policy_text'),
    /** 'instant': an online booking is confirmed as it is made; 'approval': it waits for the salon. */
    onlineConfirmation: text('online_confirmation', { enum: ['instant', 'approval'] })
      .notNull()
      .default('instant'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('booking_policies_confirmation_check', sql`${table.onlineConfirmation} in ('instant', 'approval')`),
    check('booking_policies_cutoff_check', sql`${table.cutoffMinutes} between 15 and 10080`),
    check(
      'booking_policies_fees_check',
      sql`(${table.noShowFeeCents} is null or ${table.noShowFeeCents} > 0) and (${table.lateCancelFeeCents} is null or ${table.lateCancelFeeCents} > 0)`,
    ),
  ],
);

export type BookingPolicyRow = typeof bookingPolicies.$inferSelect;
