import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { stylistSettings, users, type NewUserRow } from '../db/schema';

type NewSettingsRow = typeof stylistSettings.$inferInsert;

/** Inserts of the people seed; rows that exist are left alone. */
export class PeopleSeedRepository {
  constructor(private readonly db: Database) {}

  async missingUserIds(ids: string[]): Promise<string[]> {
    const found = await this.db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
    const existing = new Set(found.map((row) => row.id));
    return ids.filter((id) => !existing.has(id));
  }

  async insertUsers(rows: NewUserRow[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(users).values(rows).onConflictDoNothing();
  }

  async stylistsWithoutPhoto(ids: string[]): Promise<string[]> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), isNull(users.photo)));
    return rows.map((row) => row.id);
  }

  async setPhoto(userId: string, photo: string): Promise<void> {
    await this.db.update(users).set({ photo }).where(eq(users.id, userId));
  }

  async insertSettings(rows: NewSettingsRow[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(stylistSettings).values(rows).onConflictDoNothing();
  }
}
