import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users, type NewUserRow, type UserRow } from '../../db/schema';

export interface ProfileChanges {
  name: string;
  email: string;
  phone: string;
  address: string;
}

/**
 * Users. Platform-wide lookups (sign-in by e-mail, the session's own user) are named as such; every
 * lookup on behalf of a tenant takes the salon id.
 */
export class UserRepository {
  constructor(private readonly db: Database) {}

  /** Sign-in: e-mail addresses are unique across the platform. */
  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    return row;
  }

  /** The signed-in user's own row, found from their session. */
  async findOwn(userId: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId));
    return row;
  }

  /** A user of the salon `salonId`, or of the whole platform when `salonId` is null (admin only). */
  async findInTenant(salonId: string | null, userId: string): Promise<UserRow | undefined> {
    const where =
      salonId === null ? eq(users.id, userId) : and(eq(users.id, userId), eq(users.salonId, salonId));
    const [row] = await this.db.select().from(users).where(where);
    return row;
  }

  async emailTaken(email: string, exceptUserId?: string): Promise<boolean> {
    return this.exists(eq(users.email, email.toLowerCase()), exceptUserId);
  }

  async phoneTakenInSalon(salonId: string, phone: string, exceptUserId?: string): Promise<boolean> {
    return this.exists(and(eq(users.salonId, salonId), eq(users.phone, phone)), exceptUserId);
  }

  async create(row: NewUserRow): Promise<UserRow> {
    const [created] = await this.db
      .insert(users)
      .values({ ...row, email: row.email.toLowerCase() })
      .returning();
    if (!created) throw new Error('Insert returned no row');
    return created;
  }

  async updateProfile(userId: string, changes: ProfileChanges): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ ...changes, email: changes.email.toLowerCase(), updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return row;
  }

  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    await this.db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
  }

  async setCurrentSalon(userId: string, salonId: string): Promise<void> {
    await this.db
      .update(users)
      .set({ currentSalonId: salonId, updatedAt: new Date() })
      .where(eq(users.id, userId));
  }

  async setActive(userId: string, active: boolean): Promise<void> {
    await this.db.update(users).set({ active, updatedAt: new Date() }).where(eq(users.id, userId));
  }

  private async exists(where: SQL | undefined, exceptUserId?: string): Promise<boolean> {
    const condition = exceptUserId ? and(where, ne(users.id, exceptUserId)) : where;
    const rows = await this.db.select({ id: users.id }).from(users).where(condition).limit(1);
    return rows.length > 0;
  }
}
