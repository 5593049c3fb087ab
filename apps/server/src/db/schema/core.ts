import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, primaryId, timestamps } from './columns';

/** Roles as text with a CHECK (not a Postgres enum type): adding a role is a one-line migration. */
export const ROLE_VALUES = ['superadmin', 'admin', 'salon', 'manager', 'stylist', 'user', 'company'] as const;
export type RoleValue = (typeof ROLE_VALUES)[number];

export interface AppMenu {
  isVideo: boolean;
  isCheckin: boolean;
  isPOS: boolean;
}

export const salons = pgTable(
  'salons',
  {
    id: primaryId(),
    /** URL name of the public site, `/salon/{slug}`. */
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    photo: text('photo'),
    active: boolean('active').notNull().default(true),
    /** ISO 3166-1 alpha-2, chosen at sign-up; null for salons created before it was asked. */
    country: text('country'),
    /** IANA zone of every time the salon shows; the default serves only salons the admin creates. */
    timeZone: text('time_zone').notNull().default('America/New_York'),
    /** ISO 4217 code (upper case) of the salon's prices, orders and charges; a BCP 47 tag to format them. */
    currency: text('currency').notNull().default('USD'),
    locale: text('locale').notNull().default('en-US'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    appMenu: jsonb('app_menu')
      .$type<AppMenu>()
      .notNull()
      .default({ isVideo: false, isCheckin: false, isPOS: false }),
    ...timestamps(),
  },
  (table) => [
    check('salons_currency_check', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check('salons_country_check', sql`${table.country} ~ '^[A-Z]{2}$'`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: primaryId(),
    /** Null for the platform accounts (admin, superadmin). */
    salonId: uuid('salon_id').references(() => salons.id, { onDelete: 'cascade' }),
    /** Superadmin only: the salon whose context they work in. */
    currentSalonId: uuid('current_salon_id').references(() => salons.id, { onDelete: 'set null' }),
    role: text('role').$type<RoleValue>().notNull(),
    name: text('name').notNull(),
    /** Always stored lower-cased, which makes the unique index case-insensitive. */
    email: text('email').notNull(),
    phone: text('phone'),
    address: text('address'),
    photo: text('photo'),
    /** Stylists: a short bio the owner writes, shown with the photo on the booking page. */
    bio: text('bio'),
    gender: text('gender').$type<'male' | 'female' | 'other'>(),
    active: boolean('active').notNull().default(true),
    passwordHash: text('password_hash').notNull(),
    /** Clients: their preferred stylist. */
    stylistId: uuid('stylist_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    clientNote: text('client_note'),
    platform: text('platform'),
    /** Stylists: working day, `HH:mm` in the salon's time zone. */
    startTime: text('start_time'),
    endTime: text('end_time'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_salon_phone_unique').on(table.salonId, table.phone),
    index('users_salon_role_idx').on(table.salonId, table.role),
    check(
      'users_role_check',
      sql`${table.role} in ('superadmin', 'admin', 'salon', 'manager', 'stylist', 'user', 'company')`,
    ),
    check('users_email_lower_check', sql`${table.email} = lower(${table.email})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** Also the JWT's `sid` claim. */
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The tenant the session works in (a superadmin's switched salon); null for admin. */
    salonId: uuid('salon_id').references(() => salons.id, { onDelete: 'set null' }),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export type SalonRow = typeof salons.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
