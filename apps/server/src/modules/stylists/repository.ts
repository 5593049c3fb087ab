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
import {
  type AccountKey,
  type AccountRows,
  type AccountWithSalon,
  findWithSalon,
  flattenSalon,
  selectWithSalon,
} from '../accounts';
import { readPage, searchAny, windowOf, type PageRequest } from '../../db/paging';
import { findSalonRow } from '../../db/salon-rows';

/** A stylist with the name of their salon. */
export type StylistRow = AccountWithSalon;

export interface StylistChanges {
  name: string;
  email: string;
  phone: string;
  address: string;
  gender: 'male' | 'female' | 'other';
  bio?: string | null;
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

/** A stylist of the salon: the only account the stylists module may change. */
const stylistKey = (salonId: string, userId: string): AccountKey => ({ userId, salonId, roles: ['stylist'] });

/**
 * Stylists are users with role `stylist`; every lookup is scoped to a salon (null = platform-wide). The
 * writes of their accounts go through the accounts module, the only writer of `users`.
 */
export class StylistRepository {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountRows,
  ) {}

  async list(salonId: string | null, page: PageRequest): Promise<{ rows: StylistRow[]; total: number }> {
    const where = and(inTenant(salonId), searchAny(page.filterValue, [users.name, users.email, users.phone]));
    const { rows, total } = await readPage(
      windowOf(page),
      selectWithSalon(this.db)
        .where(where)
        .orderBy(asc(sql`lower(${users.name})`), asc(users.id)),
      this.db.select({ value: count() }).from(users).where(where),
    );
    return { rows: rows.map(flattenSalon), total };
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
    return readPage(
      windowOf(page),
      this.db
        .select({ id: users.id, name: users.name, photo: users.photo })
        .from(users)
        .innerJoin(salons, eq(salons.id, users.salonId))
        .where(where)
        .orderBy(asc(sql`lower(${users.name})`), asc(users.id)),
      this.db
        .select({ value: count() })
        .from(users)
        .innerJoin(salons, eq(salons.id, users.salonId))
        .where(where),
    );
  }

  async find(salonId: string | null, stylistId: string): Promise<StylistRow | undefined> {
    return findWithSalon(this.db, and(inTenant(salonId), eq(users.id, stylistId)));
  }

  async create(salonId: string, changes: StylistChanges & { passwordHash: string }): Promise<string> {
    const row = await this.accounts.create({ ...changes, salonId, role: 'stylist' });
    return row.id;
  }

  async update(salonId: string, stylistId: string, changes: StylistChanges): Promise<void> {
    await this.accounts.update(stylistKey(salonId, stylistId), changes);
  }

  async setActive(salonId: string, stylistId: string, active: boolean): Promise<void> {
    await this.accounts.update(stylistKey(salonId, stylistId), { active });
  }

  async delete(salonId: string, stylistId: string): Promise<void> {
    await this.accounts.delete(stylistKey(salonId, stylistId));
  }

  async settings(salonId: string, stylistId: string): Promise<StylistSettingsRow | undefined> {
    return findSalonRow(this.db, stylistSettings, salonId, stylistSettings.stylistId, stylistId);
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
      .onConflictDoUpdate({ target: [stylistSettings.salonId, stylistSettings.stylistId], set: values })
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

  /** The services a stylist offers, by title, in the order kept (My Profile). */
  async offeredServices(salonId: string, stylistId: string): Promise<Array<{ id: string; title: string }>> {
    const row = await this.settings(salonId, stylistId);
    if (!row || row.serviceIds.length === 0) return [];
    const rows = await this.db
      .select({ id: services.id, title: services.title })
      .from(services)
      .where(and(eq(services.salonId, salonId), inArray(services.id, row.serviceIds)));
    const byId = new Map(rows.map((service) => [service.id, service]));
    return row.serviceIds.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * Sets the services a stylist offers, keeping the rest of their settings. A stylist whose salon has not
   * saved their settings yet gets a 13:00–14:00 weekly break and 30-minute interval (the columns are
   * required), which the salon's Stylist Settings then overwrite.
   */
  async saveServiceIds(salonId: string, stylistId: string, serviceIds: string[]): Promise<void> {
    await this.db
      .insert(stylistSettings)
      .values({
        stylistId,
        salonId,
        breakStart: '13:00',
        breakEnd: '14:00',
        recurringType: 'week',
        intervalMinutes: 30,
        serviceIds,
      })
      .onConflictDoUpdate({
        target: [stylistSettings.salonId, stylistSettings.stylistId],
        set: { serviceIds, updatedAt: new Date() },
      });
  }
}
