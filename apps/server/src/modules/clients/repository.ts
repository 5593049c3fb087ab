import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { searchAny, type PageRequest } from '../paging';

export interface ClientRow extends UserRow {
  stylistName: string | null;
}

export interface ClientScope {
  /** null: every salon (the platform admin's read-only view). */
  salonId: string | null;
  /** Only the clients of this stylist (a stylist's own view). */
  stylistId?: string;
}

export interface ClientChanges {
  name: string;
  email: string;
  phone: string;
  gender: 'male' | 'female';
  stylistId: string;
  clientNote: string;
}

const stylists = alias(users, 'stylists');

/**
 * Name, e-mail or phone contains the search text; for the phone the text's dashes are ignored, so
 * '212-555' finds 2125550134 (the list shows phones with dashes).
 */
export function clientSearch(filterValue: string | undefined, withEmail = true): SQL | undefined {
  const byText = searchAny(filterValue, withEmail ? [users.name, users.email] : [users.name]);
  const digits = filterValue?.replace(/\D/g, '') ?? '';
  if (!byText || digits === '') return byText;
  return or(byText, ilike(users.phone, `%${digits}%`));
}

function inScope(role: 'user' | 'company', scope: ClientScope): SQL {
  return and(
    eq(users.role, role),
    scope.salonId === null ? undefined : eq(users.salonId, scope.salonId),
    scope.stylistId === undefined ? undefined : eq(users.stylistId, scope.stylistId),
  )!;
}

/**
 * Client users (role `user`) and the stylists they are assigned to. Every lookup takes the salon id
 * (null only for the admin's platform-wide list).
 */
export class ClientRepository {
  constructor(private readonly db: Database) {}

  async list(
    scope: ClientScope,
    page: PageRequest,
    /** The check-in desk: active clients only, searched by name and phone but not e-mail. */
    options: { activeOnly?: boolean; withEmail?: boolean } = {},
  ): Promise<{ rows: ClientRow[]; total: number }> {
    const where = and(
      inScope('user', scope),
      options.activeOnly ? eq(users.active, true) : undefined,
      clientSearch(page.filterValue, options.withEmail ?? true),
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ user: users, stylistName: stylists.name })
        .from(users)
        .leftJoin(stylists, eq(stylists.id, users.stylistId))
        .where(where)
        .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
        .limit(page.pageSize)
        .offset((page.pageNumber - 1) * page.pageSize),
      this.db.select({ value: count() }).from(users).where(where),
    ]);
    return {
      rows: rows.map(({ user, stylistName }) => ({ ...user, stylistName })),
      total: total?.value ?? 0,
    };
  }

  /** A client of the scope, or undefined (another salon's, another stylist's, or not a client). */
  async find(scope: ClientScope, userId: string): Promise<ClientRow | undefined> {
    const [row] = await this.db
      .select({ user: users, stylistName: stylists.name })
      .from(users)
      .leftJoin(stylists, eq(stylists.id, users.stylistId))
      .where(and(inScope('user', scope), eq(users.id, userId)));
    return row ? { ...row.user, stylistName: row.stylistName } : undefined;
  }

  /** A stylist of the salon, enabled or not. */
  async findStylist(salonId: string, stylistId: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.id, stylistId), eq(users.salonId, salonId), eq(users.role, 'stylist')));
    return row;
  }

  async emailTaken(email: string, exceptUserId?: string): Promise<boolean> {
    return this.exists(eq(users.email, email.toLowerCase()), exceptUserId);
  }

  async phoneTakenInSalon(salonId: string, phone: string, exceptUserId?: string): Promise<boolean> {
    return this.exists(and(eq(users.salonId, salonId), eq(users.phone, phone))!, exceptUserId);
  }

  async create(salonId: string, changes: ClientChanges, passwordHash: string): Promise<string> {
    const [row] = await this.db
      .insert(users)
      .values({
        ...changes,
        email: changes.email.toLowerCase(),
        salonId,
        role: 'user',
        passwordHash,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('Insert returned no row');
    return row.id;
  }

  async update(salonId: string, userId: string, changes: Partial<ClientChanges>): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({
        ...changes,
        ...(changes.email ? { email: changes.email.toLowerCase() } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, userId), eq(users.salonId, salonId), eq(users.role, 'user')))
      .returning({ id: users.id });
    return rows.length > 0;
  }

  async setActive(salonId: string, userId: string, active: boolean): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ active, updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.salonId, salonId), eq(users.role, 'user')))
      .returning({ id: users.id });
    return rows.length > 0;
  }

  async setPasswordHash(salonId: string, userId: string, passwordHash: string): Promise<void> {
    await this.db
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.salonId, salonId), eq(users.role, 'user')));
  }

  /** Deletes the client; their sessions and check-ins go with them (foreign keys cascade). */
  async delete(salonId: string, userId: string): Promise<boolean> {
    const rows = await this.db
      .delete(users)
      .where(and(eq(users.id, userId), eq(users.salonId, salonId), eq(users.role, 'user')))
      .returning({ id: users.id });
    return rows.length > 0;
  }

  private async exists(where: SQL, exceptUserId?: string): Promise<boolean> {
    const condition = exceptUserId ? and(where, ne(users.id, exceptUserId)) : where;
    const rows = await this.db.select({ id: users.id }).from(users).where(condition).limit(1);
    return rows.length > 0;
  }
}
