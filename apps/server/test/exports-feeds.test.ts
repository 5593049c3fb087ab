import ICAL from 'ical.js';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { CalendarFeed } from '@salon/api/calendar-feeds/schemas';
import { describe, expect, it } from 'vitest';
import { appointments, users } from '../src/db/schema';
import { instantToLocal } from '../src/lib/time-zones';
import { DEMO_SALON_ID, SECOND_SALON_ID } from '../src/seed/demo-data';
import { injectAs, loginAs } from './helper';
import { useTestApp } from './use-test-app';

/*
 * A salon's data exports (CSV, streamed) and the private calendar feeds: who may have them, what is in
 * them (times in the salon's zone, no other salon's rows, formulas neutralised), and an address that
 * stops working when revoked.
 */
const t = useTestApp();
const API = '/api/v1';

async function download(email: string, url: string) {
  const { token } = await loginAs(t.app, email);
  return t.app.inject({ method: 'GET', url: `${API}${url}`, headers: { token } });
}

/** CSV rows as arrays of cells (the files here hold no quoted line breaks). */
function parseCsv(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const cells: string[] = [];
      let cell = '';
      let quoted = false;
      for (let i = 0; i < line.length; i += 1) {
        const c = line[i]!;
        if (quoted && c === '"' && line[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else if (c === '"') quoted = !quoted;
        else if (c === ',' && !quoted) {
          cells.push(cell);
          cell = '';
        } else cell += c;
      }
      cells.push(cell);
      return cells;
    });
}

describe('CSV exports', () => {
  it('gives the owner the salon’s clients as UTF-8 CSV with a byte-order mark, and no other salon’s', async () => {
    const answer = await download('owner@example.com', '/exports/clients.csv');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="demo-salon-clients.csv"');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body.startsWith('\uFEFFName,Email,Phone')).toBe(true);
    const rows = parseCsv(answer.body);
    const emails = rows.slice(1).map((row) => row[1]);
    const own = await t.container.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.salonId, DEMO_SALON_ID), eq(users.role, 'user')));
    expect(emails.sort()).toEqual(own.map((row) => row.email).sort());
    const other = await t.container.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.salonId, SECOND_SALON_ID), eq(users.role, 'user')));
    expect(other.length).toBeGreaterThan(0);
    for (const { email } of other) expect(answer.body).not.toContain(email);
  });

  it('neutralises a cell that would start a formula in a spreadsheet', async () => {
    await t.container.db
      .update(users)
      .set({ clientNote: '=HYPERLINK("http://evil.example","Click")' })
      .where(eq(users.email, 'client@example.com'));
    const answer = await download('manager@example.com', '/exports/clients.csv');
    expect(answer.statusCode).toBe(200);
    const row = parseCsv(answer.body).find((cells) => cells[1] === 'client@example.com');
    expect(row?.[6]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
  });

  it('lists appointments of the chosen days with times in the salon’s zone', async () => {
    const all = await t.container.db
      .select({ number: appointments.number, startsAt: appointments.startsAt })
      .from(appointments)
      .where(eq(appointments.salonId, DEMO_SALON_ID));
    const zone = 'America/New_York';
    const first = all.reduce((a, b) => (a.startsAt < b.startsAt ? a : b));
    const day = instantToLocal(zone, first.startsAt).date;
    const answer = await download('owner@example.com', `/exports/appointments.csv?from=${day}&to=${day}`);
    expect(answer.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(answer.body);
    expect(header?.slice(0, 5)).toEqual(['Appointment', 'Date', 'Start', 'End', 'Time zone']);
    const expected = all.filter((visit) => instantToLocal(zone, visit.startsAt).date === day);
    expect(rows).toHaveLength(expected.length);
    const row = rows.find((cells) => cells[0] === `AP-${String(first.number).padStart(6, '0')}`);
    expect(row?.[1]).toBe(day);
    expect(row?.[2]).toBe(instantToLocal(zone, first.startsAt).time);
    expect(row?.[4]).toBe(zone);

    const everything = await download('owner@example.com', '/exports/appointments.csv');
    expect(parseCsv(everything.body)).toHaveLength(all.length + 1);
  });

  it('exports orders and products, and refuses dates where they do not apply or are impossible', async () => {
    const orders = await download('owner@example.com', '/exports/orders.csv');
    expect(orders.statusCode).toBe(200);
    expect(parseCsv(orders.body)[0]?.[0]).toBe('Order');
    const products = await download('owner@example.com', '/exports/products.csv');
    expect(parseCsv(products.body)[0]).toEqual([
      'Name',
      'Category',
      'Price',
      'Regular price',
      'Stock',
      'Status',
      'Added',
    ]);
    for (const url of [
      '/exports/products.csv?from=2026-01-01',
      '/exports/orders.csv?from=2026-02-30',
      '/exports/orders.csv?from=2026-03-02&to=2026-03-01',
      '/exports/secrets.csv',
    ]) {
      const refused = await download('owner@example.com', url);
      expect(refused.statusCode, url).toBe(400);
      expect(JSON.parse(refused.body).message).toBeTruthy();
    }
    expect((await download('stylist@example.com', '/exports/orders.csv')).statusCode).toBe(403);
  });

  it('gives each row once when many rows share a millisecond (the batches keep microseconds)', async () => {
    // 1,200 products added within one millisecond, at 900 different microseconds: more than two batches, whose
    // edges a millisecond cursor would repeat.
    await t.container.db.execute(sql`
      insert into products (salon_id, category_id, name, description, price_cents, actual_price_cents,
        rating, image_key, created_at)
      select salon_id, category_id, 'Batch product ' || n, description, price_cents, actual_price_cents,
        rating, image_key, timestamptz '2026-01-05 10:00:00.0001' + (n % 900) * interval '1 microsecond'
      from products, generate_series(1, 1200) n
      where id = (select id from products where salon_id = ${DEMO_SALON_ID} order by id limit 1)`);
    const answer = await download('owner@example.com', '/exports/products.csv');
    const names = parseCsv(answer.body)
      .map((row) => row[0])
      .filter((name) => name?.startsWith('Batch product '));
    expect(names).toHaveLength(1200);
    expect(new Set(names).size).toBe(1200);
  });
});

describe('calendar feeds', () => {
  const feedPath = (url: string) => new URL(url).pathname;

  async function fetchFeed(url: string) {
    return t.app.inject({ method: 'GET', url: feedPath(url) });
  }

  it('gives a stylist a private address of their own appointments, first names only, stable UIDs', async () => {
    const stylist = await injectAs(t.app, 'stylist@example.com');
    const none = await stylist<CalendarFeed>({ method: 'GET', url: `${API}/calendar-feed` });
    expect(none.body.data).toEqual({ scope: 'stylist', url: null, createdAt: null });
    const made = await stylist<CalendarFeed>({ method: 'POST', url: `${API}/calendar-feed` });
    expect(made.statusCode).toBe(200);
    const url = made.body.data.url!;
    expect(url).toMatch(/\/api\/v1\/calendar-feed\/[0-9a-f-]{36}\.[\w-]{43}\.ics$/);

    const feed = await fetchFeed(url);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    // How often to fetch again, said once.
    expect(calendar.getAllProperties('x-published-ttl').map((ttl) => ttl.getFirstValue())).toEqual(['PT15M']);
    const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
    const own = await t.container.db
      .select({
        id: appointments.id,
        clientEmail: appointments.clientEmail,
        clientName: appointments.clientName,
      })
      .from(appointments)
      .where(and(eq(appointments.stylistId, stylist.info._id), ne(appointments.status, 'canceled')));
    expect(events.length).toBeGreaterThan(0);
    expect(events.length).toBeLessThanOrEqual(own.length);
    for (const event of events) {
      const visit = own.find((row) => event.uid === `${row.id}@salon-platform`);
      expect(visit, event.uid).toBeDefined();
      expect(event.summary).toContain(`– ${visit!.clientName.split(' ')[0]}`);
      expect(feed.body).not.toContain(visit!.clientEmail);
      if (visit!.clientName.includes(' ')) expect(event.summary).not.toContain(visit!.clientName);
    }

    // A cancelled visit leaves the feed on the next refresh; the others keep their UIDs.
    const gone = events[0]!.uid;
    await t.container.db
      .update(appointments)
      .set({ status: 'canceled' })
      .where(eq(appointments.id, gone.replace('@salon-platform', '')));
    const again = new ICAL.Component(ICAL.parse((await fetchFeed(url)).body));
    const uids = again.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event).uid);
    expect(uids).not.toContain(gone);
    expect(uids).toEqual(events.slice(1).map((event) => event.uid));
  });

  it('answers 404 for a revoked address, and a new address replaces the old one', async () => {
    const owner = await injectAs(t.app, 'owner@example.com');
    const first = (await owner<CalendarFeed>({ method: 'POST', url: `${API}/calendar-feed` })).body.data;
    expect(first.scope).toBe('salon');
    expect((await fetchFeed(first.url!)).statusCode).toBe(200);

    const second = (await owner<CalendarFeed>({ method: 'POST', url: `${API}/calendar-feed` })).body.data;
    expect(second.url).not.toBe(first.url);
    expect((await fetchFeed(first.url!)).statusCode).toBe(404);
    expect((await fetchFeed(second.url!)).statusCode).toBe(200);

    const revoked = await owner<CalendarFeed>({ method: 'DELETE', url: `${API}/calendar-feed` });
    expect(revoked.body.data.url).toBeNull();
    const after = await fetchFeed(second.url!);
    expect(after.statusCode).toBe(404);
    expect(JSON.parse(after.body).message).toBe('This calendar address does not exist or was revoked');

    // A forged signature on a real feed id is refused too.
    const forged = second.url!.replace(/\.[\w-]{43}\.ics$/, `.${'B'.repeat(43)}.ics`);
    expect((await fetchFeed(forged)).statusCode).toBe(404);
  });

  it('shows the owner the whole salon, with each entry’s stylist', async () => {
    const owner = await injectAs(t.app, 'owner@example.com');
    const { url } = (await owner<CalendarFeed>({ method: 'POST', url: `${API}/calendar-feed` })).body.data;
    const calendar = new ICAL.Component(ICAL.parse((await fetchFeed(url!)).body));
    const stylists = new Set(
      calendar
        .getAllSubcomponents('vevent')
        .map((event) => /\(([^)]+)\)$/.exec(new ICAL.Event(event).summary)?.[1]),
    );
    expect(stylists.size).toBeGreaterThan(1);
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/New_York');
  });
});
