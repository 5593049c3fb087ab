import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { salons } from './core';
import { createdAt, instant, primaryId } from './columns';

export const MAIL_STATUS_VALUES = ['pending', 'sent', 'failed'] as const;
export type MailStatusValue = (typeof MAIL_STATUS_VALUES)[number];

/** An attachment as stored: text content (an .ics invitation). */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * The outbox of e-mails (mail/outbox-mailer.ts): written in the transaction of the change that causes the
 * message, delivered later by the mail worker, which claims due rows with `FOR UPDATE SKIP LOCKED` and a
 * lease (`locked_until`, `claim_id`) so two server instances never send one message twice and a crash
 * mid-send is retried. The body is erased once the message is sent. `salon_id` is null for platform mail.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: primaryId(),
    salonId: uuid('salon_id').references(() => salons.id, { onDelete: 'set null' }),
    recipient: text('recipient').notNull(),
    /** Display name of the sender (the salon); the address is MAIL_FROM's. */
    fromName: text('from_name'),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    status: text('status').$type<MailStatusValue>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    /** The lease of the worker sending it: another may claim the row only after this instant. */
    lockedUntil: instant('locked_until'),
    claimId: uuid('claim_id'),
    /** Why the last attempt failed (the transport's error, e-mail addresses removed). */
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
  },
  (table) => [
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('mail_outbox_salon_idx').on(table.salonId),
    check('mail_outbox_status_check', sql`${table.status} in ('pending', 'sent', 'failed')`),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type NewMailOutboxRow = typeof mailOutbox.$inferInsert;
