import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { after, BATCH, batches, keyOf } from './export-batches';

/** The clients' export: a salon's client accounts, oldest first. */
export function clientExportRows(db: Database, salonId: string) {
  return batches((last) =>
    db
      .select({
        id: users.id,
        keyAt: keyOf(users.createdAt),
        name: users.name,
        email: users.email,
        phone: users.phone,
        gender: users.gender,
        address: users.address,
        // A client's preferred stylist is a user too: read by a subquery rather than a self-join.
        stylistName: sql<string | null>`(select s.name from ${users} s where s.id = ${users.stylistId})`,
        note: users.clientNote,
        active: users.active,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(and(eq(users.salonId, salonId), eq(users.role, 'user'), after(users.createdAt, users.id, last)))
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(BATCH),
  );
}
