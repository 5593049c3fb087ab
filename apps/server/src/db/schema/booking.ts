import { sql } from 'drizzle-orm';
import { MAX_APPOINTMENT_MINUTES } from '@salon/api/appointments/schemas';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './core';
import { createdAt, instant, timestamps } from './columns';
import { ownerSalonId, tenantKey } from './tenant-columns';

export type RecurringTypeValue = 'week' | 'month' | 'year';
export type AppointmentStatusValue = 'booked' | 'confirmed' | 'waiting' | 'canceled';
export type AppointmentPaymentPolicyValue = 'none' | 'deposit' | 'card';

/** One day of weekly business hours: wall-clock 'HH:mm' ranges in the salon's zone, Sun..Sat. */
export interface BusinessDayValue {
  day: 'Sun' | 'Mon' | 'Tue' | 'Wed' | 'Thu' | 'Fri' | 'Sat';
  slots: Array<{ startTime: string; endTime: string }>;
}

/** A stylist's weekly business hours: read and written whole, so the seven days are one JSON value. */
export const businessHours = pgTable(
  'business_hours',
  {
    id: uuid('id').notNull().defaultRandom(),
    stylistId: uuid('stylist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    salonId: ownerSalonId(),
    recurringType: text('recurring_type').$type<RecurringTypeValue>().notNull(),
    days: jsonb('days').$type<BusinessDayValue[]>().notNull(),
    /**
     * The last salon-local day whose slots were generated from these hours (save or the slot-horizon
     * job, jobs/slot-horizon.ts); null before the job first saw the row.
     */
    slotsThrough: date('slots_through', { mode: 'string' }),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'business_hours_pkey', columns: [table.stylistId, table.salonId] }),
    unique('business_hours_id_salon_unique').on(table.id, table.salonId),
    index('business_hours_salon_idx').on(table.salonId),
    check('business_hours_recurring_check', sql`${table.recurringType} in ('week', 'month', 'year')`),
  ],
);

/**
 * Bookable time of a stylist. Slots of one stylist never overlap (an exclusion constraint on salon,
 * stylist and time range, migrations `booking_constraints` and `citus_ready`). `blocked` is set when
 * the slot's appointment is canceled: the slot shows `canceled` and is not offered until the stylist
 * unblocks it.
 */
export const availabilitySlots = pgTable(
  'availability_slots',
  {
    ...tenantKey(),
    stylistId: uuid('stylist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    blocked: boolean('blocked').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'availability_slots_pkey', columns: [table.id, table.salonId] }),
    uniqueIndex('availability_slots_stylist_start_unique').on(table.salonId, table.stylistId, table.startsAt),
    index('availability_slots_salon_start_idx').on(table.salonId, table.startsAt),
    check('availability_slots_range_check', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/**
 * A multi-service visit: its parts are appointments carrying `visit_id` and `visit_part`
 * (1-based, the order of the visit), booked back to back in one transaction. The row keeps what the parts
 * share: the booking's idempotency key and the SEQUENCE of the visit's one calendar entry.
 */
export const visits = pgTable(
  'visits',
  {
    ...tenantKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'visits_pkey', columns: [table.id, table.salonId] }),
    unique('visits_salon_key_unique').on(table.salonId, table.idempotencyKey),
  ],
);

/**
 * Appointments. Two live (not canceled) appointments of one stylist never overlap: the database
 * enforces it with an exclusion constraint on salon, stylist and time range (migrations
 * `booking_constraints` and `citus_ready`), which is what makes concurrent bookings safe. Client and service details are copied at booking time, so history
 * survives a renamed service or a deleted client.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').notNull().defaultRandom(),
    /** Shown as 'AP-001042'. */
    number: integer('number').notNull().generatedAlwaysAsIdentity({ startWith: 1001 }),
    salonId: ownerSalonId(),
    stylistId: uuid('stylist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The slot booked; emptied (`ON DELETE SET NULL ("slot_id")` in the migration) when it is removed. */
    slotId: uuid('slot_id'),
    status: text('status').$type<AppointmentStatusValue>().notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull(),
    clientPhone: text('client_phone').notNull(),
    /** Null when a website visitor left it out (optional on the booking form). */
    gender: text('gender').$type<'male' | 'female' | 'other'>(),
    comment: text('comment'),
    mainServiceId: uuid('main_service_id'),
    mainServiceTitle: text('main_service_title'),
    subServiceId: uuid('sub_service_id'),
    subServiceTitle: text('sub_service_title'),
    /** Money in integer cents. */
    subServiceChargesCents: bigint('sub_service_charges_cents', { mode: 'number' }),
    source: text('source').$type<'website' | 'dashboard'>().notNull(),
    /**
     * A website booking whose service takes a deposit is held until its payment completes:
     * the sweep cancels it once this has passed unpaid; emptied when the deposit is paid.
     */
    paymentDueUntil: instant('payment_due_until'),
    /** The service's payment policy when the visit was booked. */
    paymentPolicy: text('payment_policy').$type<AppointmentPaymentPolicyValue>().notNull().default('none'),
    /** A card on file: the provider's customer (Stripe cus_) and saved payment method (pm_). */
    paymentCustomerId: text('payment_customer_id'),
    paymentMethodId: text('payment_method_id'),
    /** When staff marked the visit a no-show (migration 0036); null: not one. */
    noShowAt: instant('no_show_at'),
    /** The desk's day: the client arrived, is being served, or was; null before they arrive (migration 0048). */
    stage: text('stage').$type<'arrived' | 'in-service' | 'completed'>(),
    stageAt: instant('stage_at'),
    /** The calendar entry's SEQUENCE: raised on each change sent to the client's calendar. */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    /** The multi-service visit this appointment is a part of, and its 1-based place; null for a single one. */
    visitId: uuid('visit_id'),
    visitPart: smallint('visit_part'),
    ...timestamps(),
  },
  (table) => [
    primaryKey({ name: 'appointments_pkey', columns: [table.id, table.salonId] }),
    // Drizzle cannot say SET NULL of one column: the migration's `ON DELETE SET NULL ("slot_id")` does.
    foreignKey({
      name: 'appointments_slot_fk',
      columns: [table.salonId, table.slotId],
      foreignColumns: [availabilitySlots.salonId, availabilitySlots.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'appointments_visit_fk',
      columns: [table.salonId, table.visitId],
      foreignColumns: [visits.salonId, visits.id],
    }).onDelete('cascade'),
    uniqueIndex('appointments_visit_part_unique')
      .on(table.salonId, table.visitId, table.visitPart)
      .where(sql`${table.visitId} is not null`),
    check(
      'appointments_visit_part_check',
      sql`(${table.visitId} is null) = (${table.visitPart} is null) and (${table.visitPart} is null or ${table.visitPart} >= 1)`,
    ),
    index('appointments_salon_start_idx').on(table.salonId, table.startsAt),
    index('appointments_stylist_start_idx').on(table.stylistId, table.startsAt),
    // Also appointments_live_salon_start_idx (salon_id, starts_at) INCLUDE (stylist_id, ends_at, status,
    // id) WHERE status <> 'canceled', for the occupancy of a day: hand-written migration 0015.
    index('appointments_user_idx').on(table.userId),
    check('appointments_range_check', sql`${table.endsAt} > ${table.startsAt}`),
    // Occupancy queries rely on this bound (scheduling/occupancy.ts earliestStartOverlapping).
    check(
      'appointments_length_check',
      sql`${table.endsAt} - ${table.startsAt} <= ${sql.raw(`interval '${MAX_APPOINTMENT_MINUTES} minutes'`)}`,
    ),
    check(
      'appointments_status_check',
      sql`${table.status} in ('booked', 'confirmed', 'waiting', 'canceled')`,
    ),
    check('appointments_source_check', sql`${table.source} in ('website', 'dashboard')`),
    check(
      'appointments_stage_check',
      sql`${table.stage} is null or ${table.stage} in ('arrived', 'in-service', 'completed')`,
    ),
    check('appointments_payment_policy_check', sql`${table.paymentPolicy} in ('none', 'deposit', 'card')`),
    // Also appointments_payment_due_idx (payment_due_until) WHERE held and live: migration 0035.
  ],
);

export const APPOINTMENT_PAYMENT_KIND_VALUES = [
  'deposit',
  'no_show_fee',
  'late_cancel_fee',
  'card_setup',
  'refund',
] as const;
export type AppointmentPaymentKindValue = (typeof APPOINTMENT_PAYMENT_KIND_VALUES)[number];

export const APPOINTMENT_PAYMENT_STATUS_VALUES = [
  'pending',
  'requires_action',
  'succeeded',
  'failed',
  'canceled',
  'refunded',
] as const;
export type AppointmentPaymentStatusValue = (typeof APPOINTMENT_PAYMENT_STATUS_VALUES)[number];

/**
 * Every charge, card setup and refund of an appointment (owner: modules/appointment-payments). A deposit,
 * a no-show fee or a late-cancellation fee is a provider PaymentIntent (`provider_id` pi_...), a card on
 * file a SetupIntent (seti_..., amount 0), a refund a provider refund (re_...) of the row `refund_of`.
 * `idempotency_key` is unique per salon: one submit (the client's key) makes one row and one charge,
 * whatever the retries; the provider call carries the same key. A deposit that is refunded in full turns
 * `refunded` and has its `refund` row beside it.
 */
export const appointmentPayments = pgTable(
  'appointment_payments',
  {
    ...tenantKey(),
    appointmentId: uuid('appointment_id').notNull(),
    kind: text('kind').$type<AppointmentPaymentKindValue>().notNull(),
    /** The provider's PaymentIntent, SetupIntent or Refund id; null until the provider answered. */
    providerId: text('provider_id'),
    /** A refund: the payment row it gives back. */
    refundOf: uuid('refund_of'),
    /** Integer minor units of `currency` (0 for a card setup). */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** ISO 4217, lower case as Stripe takes it. */
    currency: text('currency').notNull().default('usd'),
    status: text('status').$type<AppointmentPaymentStatusValue>().notNull().default('pending'),
    /** The provider's words for a decline, shown to the client and on the appointment. */
    failureMessage: text('failure_message'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** A refund: the provider calls made so far (the refund job retries up to its limit). */
    attempts: integer('attempts').notNull().default(0),
    /** A refund: when the refund job next calls the provider; null when nothing is left to try. */
    nextAttemptAt: instant('next_attempt_at'),
    ...timestamps(),
  },
  (table) => [
    primaryKey({ name: 'appointment_payments_pkey', columns: [table.id, table.salonId] }),
    foreignKey({
      name: 'appointment_payments_appointment_fk',
      columns: [table.appointmentId, table.salonId],
      foreignColumns: [appointments.id, appointments.salonId],
    }).onDelete('cascade'),
    uniqueIndex('appointment_payments_idempotency_unique').on(table.salonId, table.idempotencyKey),
    index('appointment_payments_appointment_idx').on(table.salonId, table.appointmentId),
    index('appointment_payments_provider_idx').on(table.providerId),
    index('appointment_payments_retry_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.nextAttemptAt} is not null`),
    check(
      'appointment_payments_kind_check',
      sql`${table.kind} in ('deposit', 'no_show_fee', 'late_cancel_fee', 'card_setup', 'refund')`,
    ),
    check(
      'appointment_payments_status_check',
      sql`${table.status} in ('pending', 'requires_action', 'succeeded', 'failed', 'canceled', 'refunded')`,
    ),
    check('appointment_payments_amount_check', sql`${table.amountCents} >= 0`),
  ],
);

/**
 * A client's customer at the payment provider, per salon (owner: modules/appointment-payments): a
 * returning client's card setups reuse it instead of making a new customer each booking. Keyed by the
 * client's e-mail (lower case), as guests book by e-mail, and by provider (an offline customer is
 * nothing to Stripe).
 */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    salonId: ownerSalonId(),
    provider: text('provider').$type<'offline' | 'stripe'>().notNull(),
    email: text('email').notNull(),
    /** Stripe's `cus_…` (offline: `offline_cus_…`). */
    customerId: text('customer_id').notNull(),
    ...timestamps(),
  },
  (table) => [
    primaryKey({ name: 'payment_customers_pkey', columns: [table.salonId, table.provider, table.email] }),
    check('payment_customers_provider_check', sql`${table.provider} in ('offline', 'stripe')`),
    check('payment_customers_email_check', sql`${table.email} = lower(${table.email})`),
  ],
);

export type BusinessHoursRow = typeof businessHours.$inferSelect;
export type PaymentCustomerRow = typeof paymentCustomers.$inferSelect;
export type SlotRow = typeof availabilitySlots.$inferSelect;
export type NewSlotRow = typeof availabilitySlots.$inferInsert;
export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointmentRow = typeof appointments.$inferInsert;
export type VisitRow = typeof visits.$inferSelect;
export type AppointmentPaymentRow = typeof appointmentPayments.$inferSelect;
export type NewAppointmentPaymentRow = typeof appointmentPayments.$inferInsert;
