import { and, asc, count, eq, gt, inArray, isNotNull, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  appointmentPayments,
  bookingPolicies,
  coupons,
  orders,
  products,
  salons,
  services,
  users,
  type AppMenu,
  type SalonRow,
  type UserRow,
} from '../../db/schema';
import { uniqueViolation } from '../../db/errors';
import type { AccountRows } from '../accounts';
import { readPage, searchAny, windowOf, type PageRequest } from '../../db/paging';

/** Two salons of one name created at once: the slug index caught the second. */
export class SlugTakenError extends Error {}

export interface SalonWithOwner {
  salon: SalonRow;
  owner: Pick<UserRow, 'id' | 'name' | 'email'> | null;
}

export interface SalonFields {
  name: string;
  email: string;
  phone: string;
  address: string;
  photo?: string;
}

/** Where a salon is: its country, zone, and the money it prices in. */
export type SalonPlaceFields = Pick<NewSignupSalon, 'country' | 'timeZone' | 'currency' | 'locale'>;

/** A sign-up's salon: its details and where it is (country, zone, and the money it prices in). */
export interface NewSignupSalon {
  name: string;
  slug: string;
  email: string;
  phone: string;
  address: string;
  country: string;
  timeZone: string;
  currency: string;
  locale: string;
}

/**
 * Salons are the tenants themselves, so their lookups are platform-wide by nature. The owner's account
 * is written through the accounts module, in the salon's transaction.
 */
export class SalonRepository {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountRows,
  ) {}

  async findById(salonId: string): Promise<SalonRow | undefined> {
    const [row] = await this.db.select().from(salons).where(eq(salons.id, salonId));
    return row;
  }

  /** The salon of a public site's URL name (`/salon/{slug}`); slugs are lower-case. */
  async findBySlug(slug: string): Promise<SalonRow | undefined> {
    const [row] = await this.db.select().from(salons).where(eq(salons.slug, slug.toLowerCase()));
    return row;
  }

  /** Sets the salon's currency and locale; the row after the change, undefined when the salon is gone. */
  async setMoneySettings(
    salonId: string,
    settings: { currency: string; locale: string },
  ): Promise<SalonRow | undefined> {
    const [row] = await this.db
      .update(salons)
      .set({ currency: settings.currency, locale: settings.locale, updatedAt: new Date() })
      .where(eq(salons.id, salonId))
      .returning();
    return row;
  }

  /**
   * Moves the salon to `zone` and runs `alongside` in the same transaction (what depends on the zone:
   * the stylists' free slots), the salon's row locked first so two changes run one after the other. The
   * report tallies recount in it by their trigger (`salons_time_zone_tallies`). Undefined when the salon
   * is gone.
   */
  async moveTimeZone<T>(
    salonId: string,
    zone: string,
    alongside: (tx: Database, previousZone: string) => Promise<T>,
    country?: string,
  ): Promise<{ salon: SalonRow; result: T } | undefined> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(salons).where(eq(salons.id, salonId)).for('update');
      if (!current) return undefined;
      const [salon] = await tx
        .update(salons)
        .set({ timeZone: zone, ...(country ? { country } : {}), updatedAt: new Date() })
        .where(eq(salons.id, salonId))
        .returning();
      const result = await alongside(tx, current.timeZone);
      return { salon: salon!, result };
    });
  }

  /**
   * Whether any price of the salon is stored in minor units of its currency: a priced service or fixed
   * deposit, a product, a coupon of an amount, a no-show or late-cancellation fee. Reads of the tables
   * other modules own (their owners write them).
   */
  async hasPrices(salonId: string): Promise<boolean> {
    const db = this.db;
    return this.anyOf(salonId, [
      db
        .select({ id: services.id })
        .from(services)
        .where(
          and(
            eq(services.salonId, salonId),
            or(gt(services.chargesCents, 0), eq(services.depositKind, 'fixed')),
          ),
        ),
      db.select({ id: products.id }).from(products).where(eq(products.salonId, salonId)),
      db
        .select({ id: coupons.id })
        .from(coupons)
        .where(and(eq(coupons.salonId, salonId), eq(coupons.discountType, 'amount'))),
      db
        .select({ salonId: bookingPolicies.salonId })
        .from(bookingPolicies)
        .where(
          and(
            eq(bookingPolicies.salonId, salonId),
            or(isNotNull(bookingPolicies.noShowFeeCents), isNotNull(bookingPolicies.lateCancelFeeCents)),
          ),
        ),
    ]);
  }

  /**
   * Whether money of the salon has moved in its currency: an order, or an appointment's payment of an
   * amount (a deposit, a fee, a refund), whatever its state (one under way is charged in the currency).
   */
  async moneyMoved(salonId: string): Promise<boolean> {
    const db = this.db;
    return this.anyOf(salonId, [
      db.select({ id: orders.id }).from(orders).where(eq(orders.salonId, salonId)),
      db
        .select({ id: appointmentPayments.id })
        .from(appointmentPayments)
        .where(and(eq(appointmentPayments.salonId, salonId), gt(appointmentPayments.amountCents, 0))),
    ]);
  }

  private async anyOf(salonId: string, queries: SQLWrapper[]): Promise<boolean> {
    const found = queries.map((query) => sql`exists (${query})`);
    const [row] = await this.db
      .select({ found: sql<boolean>`${sql.join(found, sql` or `)}` })
      .from(salons)
      .where(eq(salons.id, salonId));
    return Boolean(row?.found);
  }

  async listEnabled(): Promise<SalonRow[]> {
    return this.db
      .select()
      .from(salons)
      .where(eq(salons.active, true))
      .orderBy(asc(sql`lower(${salons.name})`), asc(salons.id));
  }

  /** The admin's list: every salon with its owner account, by name. */
  async list(page: PageRequest): Promise<{ rows: SalonWithOwner[]; total: number }> {
    const where = searchAny(page.filterValue, [salons.name, salons.email, salons.phone]);
    const { rows, total } = await readPage(
      windowOf(page),
      this.db
        .select()
        .from(salons)
        .where(where)
        .orderBy(asc(sql`lower(${salons.name})`), asc(salons.id)),
      this.db.select({ value: count() }).from(salons).where(where),
    );
    const owners = await this.ownersOf(rows.map((row) => row.id));
    return { rows: rows.map((salon) => ({ salon, owner: owners.get(salon.id) ?? null })), total };
  }

  async findWithOwner(salonId: string): Promise<SalonWithOwner | undefined> {
    const salon = await this.findById(salonId);
    if (!salon) return undefined;
    return { salon, owner: (await this.ownersOf([salonId])).get(salonId) ?? null };
  }

  async slugTaken(slug: string): Promise<boolean> {
    const rows = await this.db.select({ id: salons.id }).from(salons).where(eq(salons.slug, slug)).limit(1);
    return rows.length > 0;
  }

  /** The salon and its owner account, together or not at all. */
  async createWithOwner(
    fields: SalonFields & { slug: string } & Partial<SalonPlaceFields>,
    owner: { passwordHash: string },
  ): Promise<string> {
    return this.db
      .transaction(async (tx) => {
        const [salon] = await tx
          .insert(salons)
          .values({ ...fields, email: fields.email.toLowerCase() })
          .returning({ id: salons.id });
        if (!salon) throw new Error('Insert returned no row');
        await this.accounts.create(
          {
            salonId: salon.id,
            role: 'salon',
            name: fields.name,
            email: fields.email,
            phone: fields.phone,
            address: fields.address,
            passwordHash: owner.passwordHash,
          },
          tx,
        );
        return salon.id;
      })
      .catch((error: unknown) => {
        throw uniqueViolation(error)?.includes('slug') ? new SlugTakenError() : error;
      });
  }

  /** Updates the salon and keeps its owner's sign-in e-mail, phone and address in step. */
  async updateWithOwner(salonId: string, ownerId: string | null, fields: SalonFields): Promise<void> {
    await this.db.transaction(async (tx) => {
      const email = fields.email.toLowerCase();
      await tx
        .update(salons)
        .set({ ...fields, email, updatedAt: new Date() })
        .where(eq(salons.id, salonId));
      if (ownerId) {
        await this.accounts.update(
          { userId: ownerId, salonId },
          { email, phone: fields.phone, address: fields.address },
          tx,
        );
      }
    });
  }

  /** Through `tx` it commits with the caller's change (an onboarding sign-up being completed). */
  async setActive(salonId: string, active: boolean, tx: Database = this.db): Promise<void> {
    await tx.update(salons).set({ active, updatedAt: new Date() }).where(eq(salons.id, salonId));
  }

  /** A salon nobody can sign in to yet (an onboarding sign-up's), in the caller's transaction `tx`. */
  async createInactive(fields: NewSignupSalon, tx: Database = this.db): Promise<string> {
    const { name, slug, email, phone, address, country, timeZone, currency, locale } = fields;
    const [salon] = await tx
      .insert(salons)
      .values({
        ...{ name, slug, phone, address, country, timeZone, currency, locale },
        email: email.toLowerCase(),
        active: false,
      })
      .returning({ id: salons.id });
    if (!salon) throw new Error('Insert returned no row');
    return salon.id;
  }

  /**
   * Deletes the salon if it is still inactive, and everything in it (cascade). False when it was gone
   * already or is active: of several callers at once, one deletes it.
   */
  async deleteInactive(salonId: string): Promise<boolean> {
    const rows = await this.db
      .delete(salons)
      .where(and(eq(salons.id, salonId), eq(salons.active, false)))
      .returning({ id: salons.id });
    return rows.length > 0;
  }

  async setAppMenu(salonId: string, appMenu: AppMenu): Promise<void> {
    await this.db.update(salons).set({ appMenu, updatedAt: new Date() }).where(eq(salons.id, salonId));
  }

  /** Photos of the salon's people, to remove from storage once the salon is gone. */
  async photosOfPeople(salonId: string): Promise<string[]> {
    const rows = await this.db
      .select({ photo: users.photo })
      .from(users)
      .where(and(eq(users.salonId, salonId), sql`${users.photo} is not null`));
    return rows.map((row) => row.photo!).filter(Boolean);
  }

  /** Deletes the salon; its people and data go with it (foreign keys cascade). */
  async delete(salonId: string): Promise<void> {
    await this.db.delete(salons).where(eq(salons.id, salonId));
  }

  private async ownersOf(salonIds: string[]): Promise<Map<string, SalonWithOwner['owner']>> {
    if (salonIds.length === 0) return new Map();
    const rows = await this.db
      .select({ id: users.id, name: users.name, email: users.email, salonId: users.salonId })
      .from(users)
      .where(and(eq(users.role, 'salon'), inArray(users.salonId, salonIds)))
      .orderBy(asc(users.createdAt), asc(users.id));
    const owners = new Map<string, SalonWithOwner['owner']>();
    for (const { salonId, ...owner } of rows) if (salonId && !owners.has(salonId)) owners.set(salonId, owner);
    return owners;
  }
}
