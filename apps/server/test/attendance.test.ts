import { describe, expect, it } from 'vitest';
import type { Attendance, CheckinUser } from '@salon/api/check-in/schemas';
import type { Paged } from '@salon/api/shared/schemas';
import { attendance } from '../src/db/schema';
import { DEMO_SALON_ID, DEMO_USER_IDS } from '../src/seed/demo-data';
import { injectAs } from './helper';
import { useSession, useTestApp } from './use-test-app';
import { accountsOf } from './matrix/types';

const API = '/api/v1';
const GRACE = '0e5e0000-0000-4000-8000-000000000022';
const FELIX = '0e5e0000-0000-4000-8000-000000000024';
const JAMES = '0e5e0000-0000-4000-8000-000000000010';
const ANNA = '0e5e0000-0000-4000-8000-000000000012';

const t = useTestApp();
const owner = useSession(t, 'owner@example.com');

const users = (as: typeof owner, query: string) =>
  as<Paged<CheckinUser>>({ method: 'GET', url: `${API}/attendance/get-checkin-users?pageSize=50${query}` });
const checkIn = (as: typeof owner, payload: Record<string, unknown>) =>
  as<Attendance>({ method: 'POST', url: `${API}/attendance/attendance`, payload });

describe('check-in', () => {
  it('offers the salon active clients with masked phones, searched by name or phone', async () => {
    const all = await users(owner, '');
    expect(all.statusCode).toBe(200);
    expect(all.body.data.totalCount).toBe(20);
    const grace = await users(owner, '&filterValue=grace');
    expect(grace.body.data.result).toEqual([
      {
        _id: GRACE,
        name: 'Grace Miller',
        maskedPhone: '***-***-0134',
        stylist: { _id: DEMO_USER_IDS.stylist, name: 'Stella Romano' },
      },
    ]);
    expect((await users(owner, '&filterValue=0134')).body.data.result.map((u) => u.name)).toEqual([
      'Grace Miller',
    ]);
    // Not by e-mail, and never another salon's client.
    expect((await users(owner, '&filterValue=grace.miller@')).body.data.totalCount).toBe(0);
    expect((await users(owner, '&filterValue=felix')).body.data.totalCount).toBe(0);
    // The phone itself never leaves the server.
    expect(JSON.stringify(all.body.data)).not.toContain('2125550134');
  });

  it('leaves disabled clients out', async () => {
    await t.repositories.accounts.setActive(GRACE, false);
    try {
      expect((await users(owner, '&filterValue=grace')).body.data.totalCount).toBe(0);
      const answer = await checkIn(owner, { user: GRACE });
      expect(answer.statusCode).toBe(400);
      expect(answer.body.message).toBe('This account is disabled and cannot check in');
    } finally {
      await t.repositories.accounts.setActive(GRACE, true);
    }
  });

  it('records a check-in with the client stylist, or the one given', async () => {
    const manager = await injectAs(t.app, 'manager@example.com');
    const answer = await checkIn(manager, { user: GRACE, stylist: DEMO_USER_IDS.stylist });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe('Welcome, Grace Miller! You are checked in.');
    expect(answer.body.data).toMatchObject({
      user: { _id: GRACE, name: 'Grace Miller' },
      stylist: { _id: DEMO_USER_IDS.stylist, name: 'Stella Romano' },
    });
    expect(Math.abs(Date.parse(answer.body.data.checkedInAt) - Date.now())).toBeLessThan(60_000);

    const other = await checkIn(manager, { user: GRACE, stylist: JAMES });
    expect(other.body.data.stylist).toEqual({ _id: JAMES, name: 'James Carter' });
    const own = await checkIn(manager, { user: GRACE });
    expect(own.body.data.stylist?.name).toBe('Stella Romano');

    const rows = await t.container.db.select().from(attendance);
    expect(rows.filter((row) => row.userId === GRACE)).toHaveLength(3);
    expect(rows.every((row) => row.salonId === DEMO_SALON_ID)).toBe(true);
  });

  it('answers 404 for another salon client or stylist and records nothing', async () => {
    const before = (await t.container.db.select().from(attendance)).length;
    const client = await checkIn(owner, { user: FELIX });
    expect(client.statusCode).toBe(404);
    expect(client.body.message).toBe('User not found');
    const stylist = await checkIn(owner, { user: GRACE, stylist: ANNA });
    expect(stylist.statusCode).toBe(404);
    expect(stylist.body.message).toBe('Stylist not found');
    expect(await t.container.db.select().from(attendance)).toHaveLength(before);
  });

  it.each([[{}], [{ user: 'grace' }], [{ user: GRACE, stylist: 5 }]])(
    'rejects %j with 400',
    async (payload) => {
      expect((await checkIn(owner, payload)).statusCode).toBe(400);
    },
  );

  it('is closed to the admin, stylist, client and company roles', async () => {
    for (const email of accountsOf('admin', 'stylist', 'user', 'company')) {
      const as = await injectAs(t.app, email);
      expect((await users(as, '')).statusCode, email).toBe(403);
      expect((await checkIn(as, { user: GRACE })).statusCode, email).toBe(403);
    }
  });
});
