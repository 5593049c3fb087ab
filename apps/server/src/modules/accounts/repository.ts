import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { salons, users, type NewUserRow, type UserRow } from '../../db/schema';

/**
 * The account a write may touch: its id, and the salon and roles it must belong to (the caller's tenant
 * and kind, e.g. a client is role `user` of the viewer's salon). An absent field does not narrow.
 */
export interface AccountKey {
  userId: string;
  salonId?: string;
  roles?: readonly UserRow['role'][];
}

/** What an edit may change of an account; the e-mail is stored lower-cased. */
export type AccountChanges = Partial<Omit<NewUserRow, 'id' | 'createdAt' | 'updatedAt'>>;

/** E-mails are stored lower-cased: the unique index is case-insensitive through it. */
function normalized<T extends { email?: string | undefined }>(row: T): T {
  return row.email === undefined ? row : { ...row, email: row.email.toLowerCase() };
}

function whereKey({ userId, salonId, roles }: AccountKey): SQL {
  return and(
    eq(users.id, userId),
    salonId === undefined ? undefined : eq(users.salonId, salonId),
    roles === undefined ? undefined : inArray(users.role, [...roles]),
  )!;
}

/**
 * The `users` table's one writer: every kind of account (clients, staff, stylists, owners, companies) is
 * created, edited and deleted here, and whether an e-mail or phone is free is asked here. Platform-wide
 * by nature: e-mails are unique across salons. Platform-wide lookups (sign-in by e-mail, the session's own
 * user) are named as such; every lookup on behalf of a tenant takes the salon id. A write that must commit with the caller's change (the
 * salon with its owner, a booking with its new client) takes the caller's transaction `tx`.
 */
export class AccountRepository {
  constructor(private readonly db: Database) {}

  /** Sign-in and sign-up: e-mail addresses are unique across the platform. */
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

  async emailTaken(email: string, exceptUserId?: string | null): Promise<boolean> {
    return this.exists(eq(users.email, email.toLowerCase()), exceptUserId);
  }

  async phoneTakenInSalon(salonId: string, phone: string, exceptUserId?: string | null): Promise<boolean> {
    return this.exists(and(eq(users.salonId, salonId), eq(users.phone, phone)), exceptUserId);
  }

  async create(row: NewUserRow, tx: Database = this.db): Promise<UserRow> {
    const [created] = await tx.insert(users).values(normalized(row)).returning();
    if (!created) throw new Error('Insert returned no row');
    return created;
  }

  /** Several accounts in one statement (a new salon's stylists), in the order given. */
  async createMany(rows: NewUserRow[], tx: Database = this.db): Promise<string[]> {
    if (rows.length === 0) return [];
    const created = await tx.insert(users).values(rows.map(normalized)).returning({ id: users.id });
    return created.map((row) => row.id);
  }

  /** Creates the account unless its e-mail or phone is taken (then undefined): a guest booking's client. */
  async createUnlessTaken(row: NewUserRow, tx: Database = this.db): Promise<string | undefined> {
    const [created] = await tx
      .insert(users)
      .values(normalized(row))
      .onConflictDoNothing()
      .returning({ id: users.id });
    return created?.id;
  }

  /** Edits the account of `key`; undefined when there is none (another salon's, another kind). */
  async update(
    key: AccountKey,
    changes: AccountChanges,
    tx: Database = this.db,
  ): Promise<UserRow | undefined> {
    const [row] = await tx
      .update(users)
      .set({ ...normalized(changes), updatedAt: new Date() })
      .where(whereKey(key))
      .returning();
    return row;
  }

  async setActive(userId: string, active: boolean): Promise<void> {
    await this.update({ userId }, { active });
  }

  /** Superadmin only: the salon whose context they work in. */
  async setCurrentSalon(userId: string, salonId: string): Promise<void> {
    await this.update({ userId }, { currentSalonId: salonId });
  }

  /** Through `tx` it commits with the caller's change (a password-reset link being used up). */
  async setPasswordHash(userId: string, passwordHash: string, tx: Database = this.db): Promise<void> {
    await this.update({ userId }, { passwordHash }, tx);
  }

  /**
   * A new password and what must commit with it, in one transaction (`also`: ending the account's
   * sessions, queuing the e-mail that carries the password): all of it or nothing.
   */
  async setPasswordHashWith(
    userId: string,
    passwordHash: string,
    also: (tx: Database) => Promise<void>,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.setPasswordHash(userId, passwordHash, tx);
      await also(tx);
    });
  }

  /** The salon the account belongs to (its name names the sender of the account's e-mail), if any. */
  async salonOf(userId: string): Promise<{ id: string; name: string } | undefined> {
    const [row] = await this.db
      .select({ id: salons.id, name: salons.name })
      .from(users)
      .innerJoin(salons, eq(salons.id, users.salonId))
      .where(eq(users.id, userId));
    return row;
  }

  /** Deletes the account of `key`; its sessions and what else hangs on it go with it (foreign keys cascade). */
  async delete(key: AccountKey): Promise<boolean> {
    const rows = await this.db.delete(users).where(whereKey(key)).returning({ id: users.id });
    return rows.length > 0;
  }

  private async exists(where: SQL | undefined, exceptUserId?: string | null): Promise<boolean> {
    const condition = exceptUserId ? and(where, ne(users.id, exceptUserId)) : where;
    const rows = await this.db.select({ id: users.id }).from(users).where(condition).limit(1);
    return rows.length > 0;
  }
}
