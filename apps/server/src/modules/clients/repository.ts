import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { clientTallies, users, type UserRow } from '../../db/schema';
import type { AccountKey, AccountRows } from '../accounts';
import { containsPattern, searchAny, type PageRequest } from '../../db/paging';

export interface ClientRow extends UserRow {
  stylistName: string | null;
}

/** What a list row shows: the columns of the Users and check-in lists, not the whole account. */
export type ClientListRow = Pick<
  UserRow,
  'id' | 'name' | 'email' | 'phone' | 'gender' | 'stylistId' | 'clientNote' | 'active' | 'platform'
> & { stylistName: string | null };

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
  stylistId: string | null;
  clientNote: string | null;
}

const stylists = alias(users, 'stylists');
const countedRows = sql<number>`count(*)::int`.as('total');

/** What decides the list's SQL; the values (salon, search text, page) are bound. */
interface ListShape {
  scope: 'platform' | 'salon' | 'stylist';
  activeOnly: boolean;
  search: 'none' | 'text' | 'text-or-phone';
  withEmail: boolean;
}

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

/** A client of the salon: the only account the clients module may change. */
const clientKey = (salonId: string, userId: string): AccountKey => ({ userId, salonId, roles: ['user'] });

/**
 * Client users (role `user`) and the stylists they are assigned to. Every lookup takes the salon id
 * (null only for the admin's platform-wide list); the writes go through the accounts module.
 */
export class ClientRepository {
  private readonly listQueries = new Map<string, ReturnType<ClientRepository['prepareList']>>();

  constructor(
    private readonly db: Database,
    private readonly accounts: AccountRows,
  ) {}

  async list(
    scope: ClientScope,
    page: PageRequest,
    /** The check-in desk: active clients only, searched by name and phone but not e-mail. */
    options: { activeOnly?: boolean; withEmail?: boolean } = {},
  ): Promise<{ rows: ClientListRow[]; total: number }> {
    const text = page.filterValue?.trim() ?? '';
    const digits = text === '' ? '' : (page.filterValue?.replace(/\D/g, '') ?? '');
    const shape: ListShape = {
      scope: scope.salonId === null ? 'platform' : scope.stylistId === undefined ? 'salon' : 'stylist',
      activeOnly: options.activeOnly ?? false,
      search: text === '' ? 'none' : digits === '' ? 'text' : 'text-or-phone',
      withEmail: options.withEmail ?? true,
    };
    const rows = await this.listQuery(shape).execute({
      salonId: scope.salonId,
      stylistId: scope.stylistId ?? null,
      pattern: containsPattern(text),
      digits: `%${digits}%`,
      limit: page.pageSize,
      offset: (page.pageNumber - 1) * page.pageSize,
    });
    // One row per client of the page, each with the total; a page past the end is one row of nulls.
    const clients = rows.flatMap(({ total: _total, ...row }) =>
      row.id === null ? [] : [row as ClientListRow],
    );
    return { rows: clients, total: rows[0]?.total ?? 0 };
  }

  /**
   * The list's one statement: the total (an index-only count) joined with the page (read in order from
   * `users_clients_name_idx` when unfiltered), built once per shape and prepared, so that a request only
   * binds its values instead of building SQL and having it parsed. PostgreSQL still plans it per call for a
   * salon of many clients: with LIMIT and OFFSET both bound, the generic plan is costed on a fifth of the
   * rows and never wins against a plan for the page asked for (see the README's paged-list figures).
   */
  private listQuery(shape: ListShape) {
    const key = `clients_list_${shape.scope}_${shape.activeOnly}_${shape.search}_${shape.withEmail}`;
    let query = this.listQueries.get(key);
    if (!query) {
      query = this.prepareList(shape, key);
      this.listQueries.set(key, query);
    }
    return query;
  }

  /** `name` names the prepared statement on each connection: one name, one SQL text. */
  private prepareList(shape: ListShape, name: string) {
    const byText = or(
      ilike(users.name, sql.placeholder('pattern')),
      shape.withEmail ? ilike(users.email, sql.placeholder('pattern')) : undefined,
      shape.search === 'text-or-phone' ? ilike(users.phone, sql.placeholder('digits')) : undefined,
    );
    const where = and(
      // A literal, so that the planner matches the partial index's predicate in a prepared plan.
      sql`${users.role} = 'user'`,
      shape.scope === 'platform' ? undefined : eq(users.salonId, sql.placeholder('salonId')),
      shape.scope === 'stylist' ? eq(users.stylistId, sql.placeholder('stylistId')) : undefined,
      shape.activeOnly ? eq(users.active, true) : undefined,
      shape.search === 'none' ? undefined : byText,
    );
    const total = (
      shape.search === 'none'
        ? this.talliedTotal(shape)
        : this.db.select({ total: countedRows }).from(users).where(where)
    ).as('total');
    const page = this.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        gender: users.gender,
        stylistId: users.stylistId,
        clientNote: users.clientNote,
        active: users.active,
        platform: users.platform,
        stylistName: sql<string | null>`${stylists.name}`.as('stylist_name'),
      })
      .from(users)
      .leftJoin(stylists, eq(stylists.id, users.stylistId))
      .where(where)
      .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    return this.db
      .select({
        total: total.total,
        id: page.id,
        name: page.name,
        email: page.email,
        phone: page.phone,
        gender: page.gender,
        stylistId: page.stylistId,
        clientNote: page.clientNote,
        active: page.active,
        platform: page.platform,
        stylistName: page.stylistName,
      })
      .from(total)
      .leftJoinLateral(page, sql`true`)
      .prepare(name);
  }

  /**
   * The unfiltered total, summed from the few tally rows the database keeps per salon, stylist and state
   * (migration 0019) instead of counting every client of the salon.
   */
  private talliedTotal(shape: ListShape) {
    return this.db
      .select({ total: sql<number>`coalesce(sum(${clientTallies.clients}), 0)::int`.as('total') })
      .from(clientTallies)
      .where(
        and(
          shape.scope === 'platform' ? undefined : eq(clientTallies.salonId, sql.placeholder('salonId')),
          shape.scope === 'stylist' ? eq(clientTallies.stylistId, sql.placeholder('stylistId')) : undefined,
          shape.activeOnly ? eq(clientTallies.active, true) : undefined,
        ),
      );
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

  async create(salonId: string, changes: ClientChanges, passwordHash: string): Promise<string> {
    const row = await this.accounts.create({ ...changes, salonId, role: 'user', passwordHash });
    return row.id;
  }

  async update(salonId: string, userId: string, changes: Partial<ClientChanges>): Promise<boolean> {
    return (await this.accounts.update(clientKey(salonId, userId), changes)) !== undefined;
  }

  async setActive(salonId: string, userId: string, active: boolean): Promise<boolean> {
    return (await this.accounts.update(clientKey(salonId, userId), { active })) !== undefined;
  }

  /** Deletes the client; their sessions and check-ins go with them (foreign keys cascade). */
  async delete(salonId: string, userId: string): Promise<boolean> {
    return this.accounts.delete(clientKey(salonId, userId));
  }
}
