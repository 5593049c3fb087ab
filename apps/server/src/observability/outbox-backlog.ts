import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { OutboxBacklog } from './metrics';

/**
 * The backlog of the three outboxes for the metrics: pending rows (reminders: pending and due, as the
 * others are a plan for later appointments), and the wait of the oldest due one (mail and push by
 * `next_attempt_at`, reminders by `due_at`). Read-only, over their pending-row indexes;
 * the tables stay their modules' to write.
 */
export async function readOutboxBacklog(db: Database): Promise<OutboxBacklog[]> {
  const result = await db.execute(sql`
    SELECT 'mail' AS outbox, count(*)::int AS depth,
           coalesce(extract(epoch FROM now() - min(next_attempt_at) FILTER (WHERE next_attempt_at <= now())), 0)::float8 AS oldest
      FROM mail_outbox WHERE status = 'pending'
    UNION ALL
    SELECT 'push', count(*)::int,
           coalesce(extract(epoch FROM now() - min(next_attempt_at) FILTER (WHERE next_attempt_at <= now())), 0)::float8
      FROM push_outbox WHERE status = 'pending'
    UNION ALL
    SELECT 'reminders', (count(*) FILTER (WHERE due_at <= now()))::int,
           coalesce(extract(epoch FROM now() - min(due_at) FILTER (WHERE due_at <= now())), 0)::float8
      FROM reminders WHERE status = 'pending'`);
  const rows = (result as unknown as { rows: Array<{ outbox: string; depth: number; oldest: number }> }).rows;
  return rows.map((row) => ({
    outbox: row.outbox,
    depth: Number(row.depth),
    oldestDueSeconds: Math.max(0, Number(row.oldest)),
  }));
}
