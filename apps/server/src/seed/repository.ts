import { count } from 'drizzle-orm';
import type { Database } from '../db/client';
import { salons, users, type NewUserRow } from '../db/schema';

type NewSalonRow = typeof salons.$inferInsert;

/** Bulk inserts of the demo platform; existing rows are left alone. */
export class SeedRepository {
  constructor(private readonly db: Database) {}

  async hasUsers(): Promise<boolean> {
    const [row] = await this.db.select({ value: count() }).from(users);
    return (row?.value ?? 0) > 0;
  }

  async insert(salonRows: NewSalonRow[], userRows: NewUserRow[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(salons).values(salonRows).onConflictDoNothing();
      // Stylists first: clients reference them.
      const ordered = [...userRows].sort((a, b) => Number(a.role === 'user') - Number(b.role === 'user'));
      await tx.insert(users).values(ordered).onConflictDoNothing();
    });
  }
}
