import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './core';
import { createdAt, instant, timestamps } from './columns';
import { ownerSalonId } from './tenant-columns';

export const DEVICE_PLATFORM_VALUES = ['android', 'ios'] as const;
export type DevicePlatformValue = (typeof DEVICE_PLATFORM_VALUES)[number];

/**
 * The mobile-app devices of salon accounts (`/device/register-device`): an FCM registration token per
 * app install, keyed `(salon_id, token)` so the table distributes by salon. The salon is the account's
 * own; accounts without a salon (the platform admin, a superadmin) register none. A token names one
 * install, so it belongs to one account at a time: registering it elsewhere moves it (devices module).
 */
export const deviceTokens = pgTable(
  'device_tokens',
  {
    salonId: ownerSalonId(),
    token: text('token').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform').$type<DevicePlatformValue>().notNull(),
    /** The Android package name or iOS bundle id of the app holding the token. */
    appId: text('app_id'),
    ...timestamps(),
  },
  (table) => [
    primaryKey({ name: 'device_tokens_pkey', columns: [table.salonId, table.token] }),
    index('device_tokens_salon_user_idx').on(table.salonId, table.userId),
    // Moving a token finds its row in another salon by the token alone.
    index('device_tokens_token_idx').on(table.token),
    check('device_tokens_platform_check', sql`${table.platform} in ('android', 'ios')`),
  ],
);

export type DeviceTokenRow = typeof deviceTokens.$inferSelect;

export const PUSH_STATUS_VALUES = ['pending', 'sent', 'failed'] as const;
export type PushStatusValue = (typeof PUSH_STATUS_VALUES)[number];

export const PUSH_KIND_VALUES = ['notification', 'message', 'booking'] as const;
export type PushKindValue = (typeof PUSH_KIND_VALUES)[number];

/**
 * The outbox of pushes (notifications/outbox-push-notifier.ts): one row per account and push, written in
 * the transaction of the change that causes it and delivered later by the push worker to the devices the
 * account has then, with the mail outbox's claim, lease and backoff. `delivered_tokens` holds the tokens
 * a partly failed attempt reached, so a retry sends only to the others. The text is erased once sent.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    salonId: ownerSalonId(),
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who sent it (a salon account or the admin); null for the platform's own (booking confirmations). */
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<PushKindValue>().notNull(),
    title: text('title'),
    body: text('body').notNull(),
    /** FCM data: string values only (e.g. the appointment id the app opens). */
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    status: text('status').$type<PushStatusValue>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    lockedUntil: instant('locked_until'),
    claimId: uuid('claim_id'),
    lastError: text('last_error'),
    deliveredTokens: jsonb('delivered_tokens').$type<string[]>().notNull().default([]),
    /** Devices reached, set when sent (0: the account had no device). */
    deviceCount: integer('device_count'),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
  },
  (table) => [
    primaryKey({ name: 'push_outbox_pkey', columns: [table.salonId, table.id] }),
    index('push_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('push_outbox_salon_user_idx').on(table.salonId, table.userId),
    check('push_outbox_status_check', sql`${table.status} in ('pending', 'sent', 'failed')`),
    check('push_outbox_kind_check', sql`${table.kind} in ('notification', 'message', 'booking')`),
  ],
);

export type PushOutboxRow = typeof pushOutbox.$inferSelect;
export type NewPushOutboxRow = typeof pushOutbox.$inferInsert;
