import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { salons } from './core';

/** A salon whose owner closed the dashboard's first-steps card (modules/first-steps). */
export const firstStepsDismissals = pgTable('first_steps_dismissals', {
  salonId: uuid('salon_id')
    .primaryKey()
    .references(() => salons.id, { onDelete: 'cascade' }),
  dismissedAt: timestamp('dismissed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
