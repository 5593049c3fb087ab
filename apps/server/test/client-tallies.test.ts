import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_SALON_ID } from '../src/seed/demo-data';
import { useSession, useTestApp } from './use-test-app';

/*
 * The client tallies (migration 0019) are kept by triggers on `users`: after any mix of writes, by one
 * row or many, they equal a count of the clients themselves, and the Users list's unfiltered total (read
 * from them) equals the number of clients the list pages through.
 */
const t = useTestApp();
const owner = useSession(t, 'owner@example.com');

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await t.container.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Tallies that differ from a recount of the clients (zero tallies count as absent). */
function drift() {
  return rows(sql`
    with counted as (
      select salon_id, coalesce(stylist_id, '00000000-0000-0000-0000-000000000000') as stylist_id, active,
        count(*)::int as clients
      from users where role = 'user' and salon_id is not null group by 1, 2, 3
    ), kept as (
      select salon_id, stylist_id, active, clients from client_tallies where clients <> 0
    )
    (select 'missing' as side, * from counted except select 'missing', * from kept)
    union all
    (select 'extra', * from kept except select 'extra', * from counted)`);
}

async function listedTotal(): Promise<number> {
  const answer = await owner<{ totalCount: number }>({
    method: 'GET',
    url: '/api/v1/users/get-users?pageNumber=1&pageSize=10&filterValue=',
  });
  return answer.body.data.totalCount;
}

async function countedClients(): Promise<number> {
  const [row] = await rows<{ clients: number }>(
    sql`select count(*)::int as clients from users where salon_id = ${DEMO_SALON_ID} and role = 'user'`,
  );
  return row?.clients ?? -1;
}

describe('client tallies', () => {
  it('start from the seeded clients', async () => {
    expect(await drift()).toEqual([]);
    expect(await listedTotal()).toBe(await countedClients());
  });

  it('follow inserts, stylist changes, disabling, role changes and deletes, one row or many', async () => {
    const db = t.container.db;
    await db.execute(sql`
      insert into users (salon_id, role, name, email, phone, gender, stylist_id, active, password_hash)
      select ${DEMO_SALON_ID}::uuid, 'user', 'Tally Client ' || n, 'tally.client.' || n || '@example.com',
        (3125560000 + n)::text, 'female',
        case when n % 3 = 0 then null else
          (select id from users where salon_id = ${DEMO_SALON_ID} and role = 'stylist' order by id limit 1) end,
        n % 4 <> 0, 'not-a-login'
      from generate_series(1, 60) as n`);
    expect(await drift()).toEqual([]);
    expect(await listedTotal()).toBe(await countedClients());

    await db.execute(sql`
      update users set stylist_id = (select id from users where salon_id = ${DEMO_SALON_ID} and role = 'stylist'
        order by id desc limit 1)
      where name like 'Tally Client 1%'`);
    await db.execute(sql`update users set active = not active where name like 'Tally Client 2%'`);
    await db.execute(sql`update users set role = 'company' where name = 'Tally Client 5'`);
    await db.execute(sql`update users set name = name || ' (renamed)' where name like 'Tally Client 3%'`);
    expect(await drift()).toEqual([]);

    await db.execute(sql`delete from users where name like 'Tally Client 4%'`);
    expect(await drift()).toEqual([]);
    expect(await listedTotal()).toBe(await countedClients());
  });

  it('go with a deleted stylist and a deleted salon', async () => {
    await t.container.db.execute(
      sql`delete from users where id = (select stylist_id from users where name = 'Tally Client 1')`,
    );
    expect(await drift()).toEqual([]);
    expect(await listedTotal()).toBe(await countedClients());
    await t.container.db.execute(sql`delete from salons where id = ${DEMO_SALON_ID}`);
    expect(await drift()).toEqual([]);
    const [remaining] = await rows<{ left: number }>(
      sql`select count(*)::int as left from client_tallies where salon_id = ${DEMO_SALON_ID}`,
    );
    expect(remaining?.left).toBe(0);
  });
});
