import { and, asc, count, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import {
  type AccountRows,
  type AccountWithSalon,
  findWithSalon,
  flattenSalon,
  selectWithSalon,
} from '../accounts';
import { readPage, searchAny, windowOf, type PageRequest } from '../../db/paging';

/** A manager (or superadmin) with the name of their salon. */
export type StaffRow = AccountWithSalon;

export interface StaffChanges {
  name: string;
  email: string;
  phone: string;
  address: string;
}

/**
 * Which staff rows a viewer sees: the managers of `salonId` (every salon's when null), plus the
 * platform's superadmins when `withSuperadmins` (they are shown read-only to admin and superadmins).
 */
function scope(salonId: string | null, withSuperadmins: boolean): SQL {
  const managers =
    salonId === null
      ? eq(users.role, 'manager')
      : and(eq(users.role, 'manager'), eq(users.salonId, salonId))!;
  return withSuperadmins ? or(managers, and(eq(users.role, 'superadmin'), isNull(users.salonId)))! : managers;
}

/**
 * Salon staff: users with role `manager` of a salon (and the superadmins, read-only). The writes go
 * through the accounts module, the only writer of `users`.
 */
export class StaffRepository {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountRows,
  ) {}

  async list(
    salonId: string | null,
    withSuperadmins: boolean,
    page: PageRequest,
  ): Promise<{ rows: StaffRow[]; total: number }> {
    const where = and(
      scope(salonId, withSuperadmins),
      searchAny(page.filterValue, [users.name, users.email, users.phone]),
    );
    const { rows, total } = await readPage(
      windowOf(page),
      selectWithSalon(this.db)
        .where(where)
        // Superadmins first, then by name.
        .orderBy(
          sql`case when ${users.role} = 'superadmin' then 0 else 1 end`,
          asc(sql`lower(${users.name})`),
          asc(users.id),
        ),
      this.db.select({ value: count() }).from(users).where(where),
    );
    return { rows: rows.map(flattenSalon), total };
  }

  /** A manager of the salon (any salon's when null). */
  async findManager(salonId: string | null, userId: string): Promise<StaffRow | undefined> {
    return findWithSalon(this.db, and(scope(salonId, false), eq(users.id, userId)));
  }

  /** A staff row the viewer can see, superadmins included (to refuse changes with 403, not 404). */
  async findVisible(
    salonId: string | null,
    withSuperadmins: boolean,
    userId: string,
  ): Promise<StaffRow | undefined> {
    return findWithSalon(this.db, and(scope(salonId, withSuperadmins), eq(users.id, userId)));
  }

  async createManager(salonId: string, changes: StaffChanges & { passwordHash: string }): Promise<string> {
    const row = await this.accounts.create({ ...changes, salonId, role: 'manager' });
    return row.id;
  }

  async updateManager(userId: string, changes: StaffChanges): Promise<void> {
    await this.accounts.update({ userId, roles: ['manager'] }, changes);
  }

  async setActive(userId: string, active: boolean): Promise<void> {
    await this.accounts.update({ userId, roles: ['manager', 'superadmin'] }, { active });
  }

  async deleteManager(userId: string): Promise<void> {
    await this.accounts.delete({ userId, roles: ['manager'] });
  }
}
