import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import type { AccountKey, AccountRows } from '../accounts';
import { clientSearch } from '../clients';
import { readPage, searchAny, windowOf, type PageRequest } from '../../db/paging';

export interface CompanyChanges {
  name: string;
  email: string;
  phone: string;
  address: string;
}

/** Partner companies are accounts of role `company`; every lookup is scoped to the salon. */
const inSalon = (salonId: string): SQL => and(eq(users.role, 'company'), eq(users.salonId, salonId))!;

const companyKey = (salonId: string, userId: string): AccountKey => ({
  userId,
  salonId,
  roles: ['company'],
});

/** The writes go through the accounts module, the only writer of `users`. */
export class CompanyRepository {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountRows,
  ) {}

  async list(salonId: string, page: PageRequest): Promise<{ rows: UserRow[]; total: number }> {
    const where = and(
      inSalon(salonId),
      // Name, e-mail, phone (dashes ignored) or address.
      or(clientSearch(page.filterValue), searchAny(page.filterValue, [users.address])),
    );
    return readPage(
      windowOf(page),
      this.db
        .select()
        .from(users)
        .where(where)
        .orderBy(asc(sql`lower(${users.name})`), asc(users.id)),
      this.db.select({ value: count() }).from(users).where(where),
    );
  }

  async find(salonId: string, companyId: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(inSalon(salonId), eq(users.id, companyId)));
    return row;
  }

  async create(salonId: string, changes: CompanyChanges, passwordHash: string): Promise<UserRow> {
    return this.accounts.create({ ...changes, salonId, role: 'company', passwordHash });
  }

  async update(
    salonId: string,
    companyId: string,
    changes: Partial<CompanyChanges> & { active?: boolean },
  ): Promise<UserRow | undefined> {
    return this.accounts.update(companyKey(salonId, companyId), changes);
  }

  /** Deletes the company's account; its sessions go with it. */
  async delete(salonId: string, companyId: string): Promise<boolean> {
    return this.accounts.delete(companyKey(salonId, companyId));
  }
}
