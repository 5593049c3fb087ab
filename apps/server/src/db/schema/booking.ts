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
 * A multi-service visit (issue 22): its parts are appointments carrying `visit_id` and `visit_part`
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
    /** Null when a website visitor left it out (optional on the booking form, issue 21). */
    gender: text('gender').$type<'male' | 'female' | 'other'>(),
    comment: text('comment'),
    mainServiceId: uuid('main_service_id'),
    mainServiceTitle: text('main_service_title'),
    subServiceId: uuid('sub_service_id'),
    subServiceTitle: text('sub_service_title'),
    /** Money in integer cents. */
    subServiceChargesCents: bigint('sub_service_charges_cents', { mode: 'number' }),
    source: text('source').$type<'website' | 'dashboard'>().notNull(),
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
  ],
);

export type BusinessHoursRow = typeof businessHours.$inferSelect;
export type SlotRow = typeof availabilitySlots.$inferSelect;
export type NewSlotRow = typeof availabilitySlots.$inferInsert;
export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointmentRow = typeof appointments.$inferInsert;
export type VisitRow = typeof visits.$inferSelect;
