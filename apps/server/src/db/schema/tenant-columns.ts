import { uuid } from 'drizzle-orm/pg-core';
import { salons } from './core';

/** The salon a row belongs to; deleting the salon deletes the row. */
export const ownerSalonId = () =>
  uuid('salon_id')
    .notNull()
    .references(() => salons.id, { onDelete: 'cascade' });

/**
 * The key columns of a salon's own data: `id` and the owning salon, whose primary key is
 * `(id, salon_id)` (declared by the table) so that every row of a salon stays on the salon's shard.
 */
export const tenantKey = () => ({
  id: uuid('id').notNull().defaultRandom(),
  salonId: ownerSalonId(),
});
