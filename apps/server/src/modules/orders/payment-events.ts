import type { Database } from '../../db/client';
import { paymentEvents } from '../../db/schema';

/** Inserts the event id; false when it was already there (the event was processed before). */
export async function recordEvent(
  db: Database,
  event: { id: string; provider: string; type: string },
  orderId: string | null,
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values({ id: event.id, provider: event.provider, type: event.type, orderId })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}
