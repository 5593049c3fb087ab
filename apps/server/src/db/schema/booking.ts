import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { salons, users } from './core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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
    id: uuid('id').notNull().unique().defaultRandom(),
    stylistId: uuid('stylist_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    salonId: uuid('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    recurringType: text('recurring_type').$type<RecurringTypeValue>().notNull(),
    days: jsonb('days').$type<BusinessDayValue[]>().notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('business_hours_salon_idx').on(table.salonId),
    check('business_hours_recurring_check', sql`${table.recurringType} in ('week', 'month', 'year')`),
  ],
);

/**
 * Bookable time of a stylist. Slots of one stylist never overlap (an exclusion constraint in the
 * custom migration `booking_constraints`). `blocked` is set when the slot's appointment is canceled:
 * the slot shows `canceled` and is not offered until the stylist unblocks it.
 */
export const availabilitySlots = pgTable(
  'availability_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    salonId: uuid('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    stylistId: uuid('stylist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    blocked: boolean('blocked').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('availability_slots_stylist_start_unique').on(table.stylistId, table.startsAt),
    index('availability_slots_salon_start_idx').on(table.salonId, table.startsAt),
    check('availability_slots_range_check', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/**
 * Appointments. Two live (not canceled) appointments of one stylist never overlap: the database
 * enforces it with an exclusion constraint (custom migration `booking_constraints`), which is what
 * makes concurrent bookings safe. Client and service details are copied at booking time, so history
 * survives a renamed service or a deleted client.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Shown as 'AP-001042'. */
    number: integer('number').notNull().generatedAlwaysAsIdentity({ startWith: 1001 }),
    salonId: uuid('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    stylistId: uuid('stylist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    slotId: uuid('slot_id').references(() => availabilitySlots.id, { onDelete: 'set null' }),
    status: text('status').$type<AppointmentStatusValue>().notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull(),
    clientPhone: text('client_phone').notNull(),
    gender: text('gender').$type<'male' | 'female' | 'other'>().notNull(),
    comment: text('comment'),
    mainServiceId: uuid('main_service_id'),
    mainServiceTitle: text('main_service_title'),
    subServiceId: uuid('sub_service_id'),
    subServiceTitle: text('sub_service_title'),
    /** Money in integer cents. */
    subServiceChargesCents: integer('sub_service_charges_cents'),
    source: text('source').$type<'website' | 'dashboard'>().notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('appointments_salon_start_idx').on(table.salonId, table.startsAt),
    index('appointments_stylist_start_idx').on(table.stylistId, table.startsAt),
    index('appointments_user_idx').on(table.userId),
    check('appointments_range_check', sql`${table.endsAt} > ${table.startsAt}`),
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
