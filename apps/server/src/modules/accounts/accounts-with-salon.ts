import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { salons, users, type UserRow } from '../../db/schema';

/** An account with its salon's name (null for an account of no salon), as the people lists show it. */
export interface AccountWithSalon extends UserRow {
  salonName: string | null;
}

/** Accounts joined to their salon's name; the caller adds the conditions and the order. */
export function selectWithSalon(db: Database) {
  return db
    .select({ user: users, salonName: salons.name })
    .from(users)
    .leftJoin(salons, eq(salons.id, users.salonId));
}

/** A row of `selectWithSalon` as one account. */
export function flattenSalon({
  user,
  salonName,
}: {
  user: UserRow;
  salonName: string | null;
}): AccountWithSalon {
  return { ...user, salonName };
}

/** The one account matching `where`, with its salon's name. */
export async function findWithSalon(
  db: Database,
  where: SQL | undefined,
): Promise<AccountWithSalon | undefined> {
  const [row] = await selectWithSalon(db).where(where);
  return row ? flattenSalon(row) : undefined;
}
