import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { TeamDay } from '@salon/api/appointments/team-day-schemas';
import type { Attendance, CheckinUser } from '@salon/api/check-in/schemas';
import type { Paged } from '@salon/api/shared/schemas';
import { appointments, attendance, users as accounts } from '../src/db/schema';
import { instantToLocal } from '../src/lib/time-zones';
import { DEMO_SALON_ID, DEMO_USER_IDS } from '../src/seed/demo-data';
import { injectAs } from './helper';
import { useSession, useTestApp } from './use-test-app';
import { accountsOf } from './matrix/types';

const API = '/api/v1';
const GRACE = '0e5e0000-0000-4000-8000-000000000022';
const FELIX = '0e5e0000-0000-4000-8000-000000000024';
const JAMES = '0e5e0000-0000-4000-8000-000000000010';
const ANNA = '0e5e0000-0000-4000-8000-000000000012';

// The kiosk's day is the salon's today: the clock moves to a demo visit's morning where a test needs one.
let now: Date | null = null;
const t = useTestApp({}, { now: () => now ?? new Date() });
afterEach(() => {
  now = null;
});
const owner = useSession(t, 'owner@example.com');

const users = (as: typeof owner, query: string) =>
  as<Paged<CheckinUser>>({ method: 'GET', url: `${API}/attendance/get-checkin-users?pageSize=50${query}` });
const checkIn = (as: typeof owner, payload: Record<string, unknown>) =>
  as<Attendance>({ method: 'POST', url: `${API}/attendance/attendance`, payload });

describe('check-in', () => {
  it('offers the salon active clients with masked phones, searched by name or phone', async () => {
    // Nobody before the first letters are typed: the kiosk is seen by everyone at the desk.
    for (const typed of ['', '&filterValue=g', '&filterValue=%20g%20']) {
      const none = await users(owner, typed);
      expect(none.statusCode).toBe(200);
      expect(none.body.data.totalCount, typed).toBe(0);
    }
    const all = await users(owner, '&filterValue=');
    expect(all.body.data.result).toEqual([]);
    const grace = await users(owner, '&filterValue=grace');
    expect(grace.body.data.result).toMatchObject([
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
    expect(JSON.stringify(grace.body.data)).not.toContain('2125550134');
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

/** A live demo visit of a client account (not part of a multi-service visit), and its client. */
async function clientVisit() {
  const [row] = await t.database.db
    .select({ id: appointments.id, number: appointments.number, startsAt: appointments.startsAt })
    .from(appointments)
    .innerJoin(accounts, eq(accounts.id, appointments.userId))
    .where(
      and(
        eq(appointments.salonId, DEMO_SALON_ID),
        eq(appointments.status, 'booked'),
        isNotNull(appointments.userId),
        isNull(appointments.visitId),
        isNull(appointments.noShowAt),
        isNull(appointments.stage),
        eq(accounts.active, true),
        gt(appointments.startsAt, new Date()),
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .limit(1);
  const [full] = await t.database.db.select().from(appointments).where(eq(appointments.id, row!.id));
  const [client] = await t.database.db.select().from(accounts).where(eq(accounts.id, full!.userId!));
  return { visit: full!, client: client! };
}

describe('check-in for the visit of the day', () => {
  it('finds the visit by name or booking code, marks it arrived on the team day, once', async () => {
    const { visit, client } = await clientVisit();
    now = new Date(visit.startsAt.getTime() - 30 * 60_000);
    const zone = 'America/New_York';
    const local = instantToLocal(zone, visit.startsAt);
    const code = `AP-${String(visit.number).padStart(6, '0')}`;
    const expected = { _id: visit.id, code, start: local.time };

    const byName = await users(owner, `&filterValue=${encodeURIComponent(client.name)}`);
    expect(byName.body.data.result.find((one) => one._id === client.id)?.appointment).toMatchObject(expected);
    for (const typed of [code, code.toLowerCase(), String(visit.number)]) {
      const byCode = await users(owner, `&filterValue=${encodeURIComponent(typed)}`);
      expect(
        byCode.body.data.result.map((one) => one._id),
        typed,
      ).toEqual([client.id]);
    }
    // Another client cannot check in for it.
    const other = client.id === GRACE ? '0e5e0000-0000-4000-8000-000000000020' : GRACE;
    const wrong = await checkIn(owner, { user: other, appointment: visit.id });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.body.message).toBe('This appointment is not one of yours today');

    const answer = await checkIn(owner, { user: client.id, appointment: visit.id });
    expect(answer.statusCode, answer.body.message).toBe(200);
    expect(answer.body.data.appointment).toEqual(expected);
    expect(answer.body.message).toMatch(
      new RegExp(`^Welcome, ${client.name}! You are checked in; .+ will be with you soon\\.$`),
    );
    const team = await owner<TeamDay>({
      method: 'GET',
      url: `${API}/appointment/team-day?date=${local.date}`,
    });
    const shown = team.body.data.stylists
      .flatMap((one) => one.appointments)
      .find((one) => one._id === visit.id);
    expect(shown?.stage).toBe('arrived');

    // A second tap records nothing more; the visit is no longer offered as due.
    const again = await checkIn(owner, { user: client.id, appointment: visit.id });
    expect(again.statusCode).toBe(200);
    expect(again.body.message).toBe(`${client.name}, you are already checked in. Please take a seat.`);
    expect(again.body.data._id).toBe(answer.body.data._id);
    const rows = await t.database.db.select().from(attendance).where(eq(attendance.appointmentId, visit.id));
    expect(rows).toHaveLength(1);
    expect((await users(owner, `&filterValue=${code}`)).body.data.totalCount).toBe(0);
  });

  it('does not offer a visit of another day', async () => {
    const { visit } = await clientVisit();
    now = new Date(visit.startsAt.getTime() - 2 * 86_400_000);
    const code = `AP-${String(visit.number).padStart(6, '0')}`;
    expect((await users(owner, `&filterValue=${code}`)).body.data.totalCount).toBe(0);
  });
});
