import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_SALON_ID } from '../src/seed/demo-data';
import { useTestApp } from './use-test-app';

/*
 * The dashboard's tallies (migration 0017) are kept by triggers on `appointments`: after any mix of
 * writes, by one row or many, they equal a count of the live appointments themselves.
 */
const t = useTestApp();

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await t.container.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Tallies that differ from a recount of the appointments (zero tallies count as absent). */
async function drift() {
  const starts = await rows(sql`
    with counted as (
      select salon_id, starts_at, gender, count(*)::int as live,
        coalesce(sum(sub_service_charges_cents), 0)::bigint as charges
      from appointments where status <> 'canceled' group by 1, 2, 3
    ), kept as (
      select salon_id, starts_at, gender, live, charges_cents as charges
      from appointment_start_tallies where live <> 0 or charges_cents <> 0
    )
    (select 'missing' as side, * from counted except select 'missing', * from kept)
    union all
    (select 'extra', * from kept except select 'extra', * from counted)`);
  const days = await rows(sql`
    with counted as (
      select a.salon_id, (a.starts_at at time zone s.time_zone)::date as local_day, a.stylist_id,
        count(*)::int as live
      from appointments a join salons s on s.id = a.salon_id
      where a.status <> 'canceled' group by 1, 2, 3
    ), kept as (
      select salon_id, local_day, stylist_id, live from appointment_stylist_day_tallies where live <> 0
    )
    (select 'missing' as side, * from counted except select 'missing', * from kept)
    union all
    (select 'extra', * from kept except select 'extra', * from counted)`);
  return { starts, days };
}

describe('appointment tallies', () => {
  it('start from the seeded appointments', async () => {
    const [tallied] = await rows<{ live: number }>(
      sql`select coalesce(sum(live), 0)::int as live from appointment_start_tallies`,
    );
    expect(tallied?.live).toBeGreaterThan(0);
    expect(await drift()).toEqual({ starts: [], days: [] });
  });

  it('follow inserts, cancellations, moves, charge and gender changes and deletes, one row or many', async () => {
    const db = t.container.db;
    // 200 appointments in one statement, two stylists at each instant, some canceled from the start.
    await db.execute(sql`
      with stylist as (
        select id, row_number() over (order by id) - 1 as k from users
        where salon_id = ${DEMO_SALON_ID} and role = 'stylist' order by id limit 2
      )
      insert into appointments (salon_id, stylist_id, status, starts_at, ends_at, client_name, client_email,
        client_phone, gender, sub_service_charges_cents, source)
      select ${DEMO_SALON_ID}::uuid, stylist.id,
        (array['booked', 'confirmed', 'waiting', 'canceled'])[n % 4 + 1],
        start, start + interval '20 minutes', 'Tally ' || n, 'tally' || n || '@example.com', '2125550100',
        (array['male', 'female', 'other'])[n % 3 + 1], case when n % 5 = 0 then null else 1000 + n end,
        'dashboard'
      from generate_series(1, 200) as n
        join stylist on stylist.k = n % 2,
        lateral (select timestamptz '2031-03-01 08:00Z' + (n / 2) * interval '1 hour' as start) as slot`);
    expect(await drift()).toEqual({ starts: [], days: [] });

    // One row at a time: cancel, restore, move to another day, change the charge and the gender (moves go
    // past the batch's days: a stylist's live appointments never overlap).
    const [one] = await rows<{ id: string }>(sql`select id from appointments where client_name = 'Tally 7'`);
    await db.execute(sql`update appointments set status = 'canceled' where id = ${one!.id}`);
    await db.execute(sql`update appointments set status = 'confirmed' where id = ${one!.id}`);
    await db.execute(sql`update appointments set starts_at = starts_at + interval '10 days',
      ends_at = ends_at + interval '10 days' where id = ${one!.id}`);
    await db.execute(sql`update appointments set sub_service_charges_cents = 4200, gender = 'other'
      where id = ${one!.id}`);
    expect(await drift()).toEqual({ starts: [], days: [] });

    // Many at once: a whole day canceled, a batch moved a month on, a batch deleted.
    await db.execute(sql`update appointments set status = 'canceled'
      where client_name like 'Tally %' and starts_at < timestamptz '2031-03-02 08:00Z'`);
    await db.execute(sql`update appointments set starts_at = starts_at + interval '30 days',
      ends_at = ends_at + interval '30 days' where client_name like 'Tally 1%'`);
    await db.execute(sql`delete from appointments where client_name like 'Tally 2%'`);
    expect(await drift()).toEqual({ starts: [], days: [] });
  });

  it('count the days again when the salon moves to another time zone', async () => {
    await t.container.db.execute(
      sql`update salons set time_zone = 'Pacific/Kiritimati' where id = ${DEMO_SALON_ID}`,
    );
    expect(await drift()).toEqual({ starts: [], days: [] });
  });

  it('go with a deleted stylist and a deleted salon', async () => {
    await t.container.db.execute(
      sql`delete from users where salon_id = ${DEMO_SALON_ID} and role = 'stylist' and id in
        (select stylist_id from appointments where client_name like 'Tally %')`,
    );
    expect(await drift()).toEqual({ starts: [], days: [] });
    await t.container.db.execute(sql`delete from salons where id = ${DEMO_SALON_ID}`);
    expect(await drift()).toEqual({ starts: [], days: [] });
    const [remaining] = await rows<{ left: number }>(sql`
      select ((select count(*) from appointment_start_tallies where salon_id = ${DEMO_SALON_ID})
        + (select count(*) from appointment_stylist_day_tallies where salon_id = ${DEMO_SALON_ID}))::int as left`);
    expect(remaining?.left).toBe(0);
  });
});
