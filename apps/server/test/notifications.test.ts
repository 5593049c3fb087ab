import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@salon/api/notifications/schemas';
import type { Paged } from '@salon/api/shared/schemas';
import { salons, users } from '../src/db/schema';
import { DEMO_SALON_ID, SECOND_SALON_ID } from '../src/seed/demo-data';
import { injectAs } from './helper';
import { useSession, useTestApp } from './use-test-app';

const API = '/api/v1';

const t = useTestApp();
const owner = useSession(t, 'owner@example.com');

/** Pushes sent so far: the rows of the push outbox (no push worker runs in these tests). */
const pushes = () => t.pushes();

const list = (as: typeof owner, query = 'pageNumber=1&pageSize=5') =>
  as<Paged<Notification>>({ method: 'GET', url: `${API}/notification/get-notification?${query}` });
const send = (as: typeof owner, payload: Record<string, unknown>) =>
  as<Notification>({ method: 'POST', url: `${API}/notification/send-notification?offset=-330`, payload });

/** Active accounts of `roles`, of one salon or (null) of every active salon, as the server should pick. */
async function audience(salonId: string | null, roles: Array<'stylist' | 'user'>): Promise<string[]> {
  const rows = await t.container.db
    .select({ id: users.id })
    .from(users)
    .innerJoin(salons, eq(salons.id, users.salonId))
    .where(
      and(
        inArray(users.role, roles),
        eq(users.active, true),
        salonId ? eq(users.salonId, salonId) : eq(salons.active, true),
      ),
    );
  return rows.map((row) => row.id).sort();
}

/** The recipients of the pushes sent since `from`. */
const recipientsSince = async (from: number) =>
  (await pushes())
    .slice(from)
    .map((push) => push.userId)
    .sort();

describe('notifications', () => {
  it("lists the salon's seeded notifications, newest first; other salons and the admin see none of them", async () => {
    const answer = await list(owner);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.result.map((n) => [n.title, n.to])).toEqual([
      ['Spring specials are here', 'all'],
      ['Team meeting on Monday', 'Stylist'],
    ]);
    expect(answer.body.data.result[0]).toMatchObject({
      _id: 'a0710000-0000-4000-8000-000000000001',
      body: 'Book a cut and colour this week and get a free deep-conditioning treatment.',
      recipientCount: 24,
    });
    // The seeded counts are Demo Salon's real audiences.
    expect((await audience(DEMO_SALON_ID, ['stylist', 'user'])).length).toBe(24);
    expect((await audience(DEMO_SALON_ID, ['stylist'])).length).toBe(4);
    const owner2 = await injectAs(t.app, 'owner2@example.com');
    expect((await list(owner2)).body.data.totalCount).toBe(0);
    const admin = await injectAs(t.app, 'admin@example.com');
    expect((await list(admin)).body.data.totalCount).toBe(0);
  });

  it("sends to the salon's stylists, client users or both through the push interface, and records each send", async () => {
    const manager = await injectAs(t.app, 'manager@example.com');
    for (const [to, roles] of [
      ['Stylist', ['stylist']],
      ['user', ['user']],
      ['all', ['stylist', 'user']],
    ] as const) {
      const from = (await pushes()).length;
      const answer = await send(manager, {
        to,
        title: `  Hello ${to} `,
        body: 'We are open late on Friday.',
        entryAddedFrom: 'web',
      });
      expect(answer.statusCode, answer.body.message).toBe(200);
      const expected = await audience(DEMO_SALON_ID, [...roles]);
      expect(expected.length).toBeGreaterThan(0);
      expect(await recipientsSince(from)).toEqual(expected);
      expect(answer.body.message).toBe(`Notification sent to ${expected.length} recipients`);
      expect(answer.body.data).toMatchObject({ to, title: `Hello ${to}`, recipientCount: expected.length });
      expect((await pushes()).at(-1)).toMatchObject({
        salonId: DEMO_SALON_ID,
        senderId: manager.info._id,
        title: `Hello ${to}`,
        message: 'We are open late on Friday.',
      });
    }
    const page = await list(owner);
    expect(page.body.data.result.map((n) => n.title).slice(0, 3)).toEqual([
      'Hello all',
      'Hello user',
      'Hello Stylist',
    ]);
    expect(page.body.data.totalCount).toBe(5);
  });

  it('pages on the server, 5 per page', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await send(owner, { to: 'Stylist', title: `Page ${i}`, body: 'Paging' })).statusCode).toBe(200);
    }
    const first = await list(owner);
    expect(first.body.data.result).toHaveLength(5);
    expect(first.body.data).toMatchObject({ totalCount: 8, totalPageSize: 2 });
    const second = await list(owner, 'pageNumber=2&pageSize=5');
    expect(second.body.data.result.map((n) => n.title)).toEqual([
      'Hello Stylist',
      'Spring specials are here',
      'Team meeting on Monday',
    ]);
  });

  it('leaves disabled accounts out', async () => {
    const [stylist] = await audience(DEMO_SALON_ID, ['stylist']);
    await t.container.db.update(users).set({ active: false }).where(eq(users.id, stylist!));
    const from = (await pushes()).length;
    const answer = await send(owner, { to: 'Stylist', title: 'Without', body: 'The disabled one' });
    expect(await recipientsSince(from)).not.toContain(stylist);
    expect(answer.body.data.recipientCount).toBe((await audience(DEMO_SALON_ID, ['stylist'])).length);
    await t.container.db.update(users).set({ active: true }).where(eq(users.id, stylist!));
  });

  it("lets the admin send platform-wide, to every active salon's accounts, and list only those sends", async () => {
    const admin = await injectAs(t.app, 'admin@example.com');
    const from = (await pushes()).length;
    const answer = await send(admin, { to: 'all', title: 'Platform news', body: 'New features are live.' });
    expect(answer.statusCode, answer.body.message).toBe(200);
    const expected = await audience(null, ['stylist', 'user']);
    expect(await recipientsSince(from)).toEqual(expected);
    const salonsReached = new Set((await pushes()).slice(from).map((push) => push.salonId));
    expect(salonsReached).toEqual(new Set([DEMO_SALON_ID, SECOND_SALON_ID]));
    expect((await list(admin)).body.data.result.map((n) => n.title)).toEqual(['Platform news']);
    expect((await list(owner)).body.data.result.map((n) => n.title)).not.toContain('Platform news');
  });

  it('refuses a send with nobody to reach', async () => {
    const owner2 = await injectAs(t.app, 'owner2@example.com');
    const stylists = await audience(SECOND_SALON_ID, ['stylist']);
    await t.container.db.update(users).set({ active: false }).where(inArray(users.id, stylists));
    const answer = await send(owner2, { to: 'Stylist', title: 'Nobody', body: 'Nobody hears this' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toBe('There is nobody to send this notification to');
    expect((await list(owner2)).body.data.totalCount).toBe(0);
    await t.container.db.update(users).set({ active: true }).where(inArray(users.id, stylists));
  });

  it('validates the body and the query with a message, never a 500', async () => {
    const cases: Array<Record<string, unknown>> = [
      { title: 'No target', body: 'x' },
      { to: 'everyone', title: 'Bad target', body: 'x' },
      { to: 'all', title: '   ', body: 'x' },
      { to: 'all', title: 'No body' },
      { to: 'all', title: 'Too long', body: 'x'.repeat(1001) },
      { to: 'all', title: 'Extra', body: 'x', salonId: SECOND_SALON_ID },
    ];
    for (const payload of cases) {
      const answer = await send(owner, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.body.message).toBeTruthy();
    }
    expect((await list(owner, 'pageNumber=0&pageSize=5')).statusCode).toBe(400);
    expect((await list(owner, 'pageNumber=1&pageSize=abc')).statusCode).toBe(400);
  });

  it('forbids the other roles', async () => {
    for (const email of ['stylist@example.com', 'client@example.com', 'company@example.com']) {
      const as = await injectAs(t.app, email).catch(() => null);
      if (!as) continue;
      expect((await list(as)).statusCode).toBe(403);
      expect((await send(as, { to: 'all', title: 'No', body: 'No' })).statusCode).toBe(403);
    }
  });
});
