import { and, asc, count, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  salons,
  services,
  stylistSettings,
  users,
  type StylistSettingsRow,
  type UserRow,
} from '../../db/schema';
import { searchAny, type PageRequest } from '../paging';

export interface StylistRow extends UserRow {
  salonName: string | null;
}

export interface StylistChanges {
  name: string;
  email: string;
  phone: string;
  address: string;
  gender: 'male' | 'female' | 'other';
  photo?: string;
}

export interface SettingsChanges {
  breakStart: string;
  breakEnd: string;
  recurringType: 'week' | 'month' | 'year';
  intervalMinutes: number;
  serviceIds: string[];
  isBreakTimeCompulsory: boolean;
}

const isStylist = eq(users.role, 'stylist');
/** `salonId` null: every salon (the platform admin's read-only view). */
const inTenant = (salonId: string | null): SQL =>
  salonId === null ? isStylist : and(isStylist, eq(users.salonId, salonId))!;

/** Stylists are users with role `stylist`; every lookup is scoped to a salon (null = platform-wide). */
export class StylistRepository {
  constructor(private readonly db: Database) {}

  async list(salonId: string | null, page: PageRequest): Promise<{ rows: StylistRow[]; total: number }> {
    const where = and(inTenant(salonId), searchAny(page.filterValue, [users.name, users.email, users.phone]));
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ user: users, salonName: salons.name })
        .from(users)
        .leftJoin(salons, eq(salons.id, users.salonId))
        .where(where)
        .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
        .limit(page.pageSize)
        .offset((page.pageNumber - 1) * page.pageSize),
      this.db.select({ value: count() }).from(users).where(where),
    ]);
    return { rows: rows.map(({ user, salonName }) => ({ ...user, salonName })), total: total?.value ?? 0 };
  }

  /** Enabled stylists of enabled salons, by name. */
  async listEnabled(
    salonId: string | null,
    page: PageRequest,
  ): Promise<{ rows: Pick<UserRow, 'id' | 'name' | 'photo'>[]; total: number }> {
    const where = and(
      inTenant(salonId),
      eq(users.active, true),
      eq(salons.active, true),
      searchAny(page.filterValue, [users.name]),
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ id: users.id, name: users.name, photo: users.photo })
        .from(users)
        .innerJoin(salons, eq(salons.id, users.salonId))
        .where(where)
        .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
        .limit(page.pageSize)
        .offset((page.pageNumber - 1) * page.pageSize),
      this.db
        .select({ value: count() })
        .from(users)
        .innerJoin(salons, eq(salons.id, users.salonId))
        .where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  }

  async find(salonId: string | null, stylistId: string): Promise<StylistRow | undefined> {
    const [row] = await this.db
      .select({ user: users, salonName: salons.name })
      .from(users)
      .leftJoin(salons, eq(salons.id, users.salonId))
      .where(and(inTenant(salonId), eq(users.id, stylistId)));
    return row ? { ...row.user, salonName: row.salonName } : undefined;
  }

  async create(salonId: string, changes: StylistChanges & { passwordHash: string }): Promise<string> {
    const [row] = await this.db
      .insert(users)
      .values({ ...changes, email: changes.email.toLowerCase(), salonId, role: 'stylist' })
      .returning({ id: users.id });
    if (!row) throw new Error('Insert returned no row');
    return row.id;
  }

  async update(salonId: string, stylistId: string, changes: StylistChanges): Promise<void> {
    await this.db
      .update(users)
      .set({ ...changes, email: changes.email.toLowerCase(), updatedAt: new Date() })
      .where(and(inTenant(salonId), eq(users.id, stylistId)));
  }

  async setActive(salonId: string, stylistId: string, active: boolean): Promise<void> {
    await this.db
      .update(users)
      .set({ active, updatedAt: new Date() })
      .where(and(inTenant(salonId), eq(users.id, stylistId)));
  }

  async delete(salonId: string, stylistId: string): Promise<void> {
    await this.db.delete(users).where(and(inTenant(salonId), eq(users.id, stylistId)));
  }

  async settings(salonId: string, stylistId: string): Promise<StylistSettingsRow | undefined> {
    const [row] = await this.db
      .select()
      .from(stylistSettings)
      .where(and(eq(stylistSettings.salonId, salonId), eq(stylistSettings.stylistId, stylistId)));
    return row;
  }

  async saveSettings(
    salonId: string,
    stylistId: string,
    changes: SettingsChanges,
  ): Promise<StylistSettingsRow> {
    const values = { ...changes, updatedAt: new Date() };
    const [row] = await this.db
      .insert(stylistSettings)
      .values({ stylistId, salonId, ...values })
      .onConflictDoUpdate({ target: stylistSettings.stylistId, set: values })
      .returning();
    if (!row) throw new Error('Upsert returned no row');
    return row;
  }

  /** The ids among `ids` that are services (not categories) of the salon. */
  async existingServiceIds(salonId: string, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.salonId, salonId), inArray(services.id, ids), isNotNull(services.parentId)));
    return rows.map((row) => row.id);
  }
}
