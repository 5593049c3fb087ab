import { describe, expect, it } from 'vitest';
import type { Appointment, Slot } from '@salon/api/availability/schemas';
import type { BookingConfirmation } from '@salon/api/booking/schemas';
import type { ReminderSettings } from '@salon/api/reminders/schemas';
import { plannedReminders, decide } from '../src/modules/reminders/planning';
import { ReminderRepository } from '../src/modules/reminders/repository';
import { DEMO_SALON_ID, DEMO_USER_IDS } from '../src/seed/demo-data';
import { serviceCategoryId, subServiceId } from '../src/seed/services-videos';
import { call, loginAs } from './helper';
import { createSlot, websiteBooking } from './booking-steps';
import { useSession, useTestApp } from './use-test-app';

/*
 * Appointment reminders (issue 21) on PGlite under a moved clock: planned in the booking's, move's and
 * cancel's transactions, sent once by the job when due (each round claims due rows FOR UPDATE SKIP
 * LOCKED), none for a cancelled visit, re-planned after a move, none for a window the booking was made
 * in, the salon's choices read when due. Clock starts Tuesday 1 December 2026, 06:00 in New York (EST).
 * The same rules on PostgreSQL with two server instances: reminders-instances.test.ts.
 */
const NOW = new Date('2026-12-01T11:00:00.000Z');
const API = '/api/v1';
const HOUR = 3_600_000;
let now = NOW;

const t = useTestApp({}, { now: () => now });
const owner = useSession(t, 'owner@example.com');
const manager = useSession(t, 'manager@example.com');
const stylist = useSession(t, 'stylist@example.com');

/** Moves the clock to `at` (an ISO instant). */
const at = (instant: string) => {
  now = new Date(instant);
};

function book(slot: Slot, date: string, overrides: Record<string, unknown> = {}, token?: string) {
  return call<BookingConfirmation>(t.app, {
    method: 'POST',
    url: `${API}/public/appointment/add-appointment-from-website`,
    payload: websiteBooking(slot, date, overrides),
    headers: token ? { token } : {},
  });
}

async function booked(date: string, time: string, email: string, token?: string) {
  const answer = await book(await createSlot(owner, date, time), date, { email }, token);
  expect(answer.statusCode, answer.body.message).toBe(200);
  return answer.body.data;
}

/** One round of the reminder job, as every instance runs it. */
const round = () => t.container.services.reminders.sendDue();

const remindersOf = (email: string) =>
  t
    .mails()
    .then((mails) => mails.filter((mail) => mail.to === email && mail.subject.startsWith('Reminder:')));

/** The appointment's planned reminders, soonest first. */
const planOf = (id: string) => new ReminderRepository(t.container.db).listFor(DEMO_SALON_ID, id);

const settings = (as: typeof owner, body?: ReminderSettings) =>
  body
    ? as<ReminderSettings>({ method: 'POST', url: `${API}/reminders/update-settings`, payload: body })
    : as<ReminderSettings>({ method: 'GET', url: `${API}/reminders/get-settings` });

describe('planning rules', () => {
  const start = new Date('2026-12-03T23:00:00.000Z');

  it('plans each window not yet begun, and none a booking was made inside', () => {
    expect(plannedReminders(start, NOW).map((r) => [r.kind, r.dueAt.toISOString()])).toEqual([
      ['24h', '2026-12-02T23:00:00.000Z'],
      ['2h', '2026-12-03T21:00:00.000Z'],
    ]);
    // Booked 20 hours ahead: inside the 24-hour window, so only the 2-hour one.
    expect(plannedReminders(start, new Date(start.getTime() - 20 * HOUR)).map((r) => r.kind)).toEqual(['2h']);
    expect(plannedReminders(start, new Date(start.getTime() - HOUR))).toEqual([]);
  });

  it('sends only for a live visit at the planned start, a kind the salon has on, before it starts', () => {
    const on = { remind24h: true, remind2h: true };
    const live = { status: 'booked', startsAt: start };
    const due = (
      overrides: Partial<Parameters<typeof decide>[0]>,
      when = new Date(start.getTime() - 23 * HOUR),
    ) => decide({ kind: '24h', plannedStart: start, appointment: live, settings: on, ...overrides }, when);
    expect(due({})).toEqual({ send: true });
    expect(due({ appointment: null })).toEqual({ send: false, reason: 'cancelled' });
    expect(due({ appointment: { ...live, status: 'canceled' } })).toEqual({
      send: false,
      reason: 'cancelled',
    });
    expect(due({ plannedStart: new Date(start.getTime() - HOUR) })).toEqual({ send: false, reason: 'moved' });
    expect(due({ settings: { remind24h: false, remind2h: true } })).toEqual({ send: false, reason: 'off' });
    expect(due({}, new Date(start.getTime() + 1))).toEqual({ send: false, reason: 'late' });
    // The job was down until the 2-hour window: the nearer reminder alone goes out.
    expect(due({}, new Date(start.getTime() - HOUR))).toEqual({ send: false, reason: 'superseded' });
    expect(due({ settings: { remind24h: true, remind2h: false } }, new Date(start.getTime() - HOUR))).toEqual(
      {
        send: true,
      },
    );
  });
});

describe('reminders under a moved clock', () => {
  it('settings: 24 hours on and 2 hours off by default; the owner and managers change them', async () => {
    at('2026-12-01T11:00:00.000Z');
    expect((await settings(owner)).body.data).toEqual({ remind24h: true, remind2h: false });
    const saved = await settings(manager, { remind24h: true, remind2h: true });
    expect(saved.statusCode, saved.body.message).toBe(200);
    expect(saved.body).toMatchObject({ message: 'Reminder settings saved', data: { remind2h: true } });
    expect((await settings(owner)).body.data).toEqual({ remind24h: true, remind2h: true });
    const refused = await settings(stylist, { remind24h: false, remind2h: false });
    expect(refused.statusCode).toBe(403);
  });

  it('a booking is reminded 24 and 2 hours before, each once, with the salon, the time in its zone and the links', async () => {
    at('2026-12-01T11:00:00.000Z');
    const booking = await booked('2026-12-03', '18:00', 'remind.me@example.com');
    expect((await planOf(booking._id))!.map((row) => [row.kind, row.dueAt.toISOString()])).toEqual([
      ['24h', '2026-12-02T23:00:00.000Z'],
      ['2h', '2026-12-03T21:00:00.000Z'],
    ]);
    // A minute before the 24-hour window: nothing.
    at('2026-12-02T22:59:00.000Z');
    await round();
    expect(await remindersOf('remind.me@example.com')).toHaveLength(0);

    // Due: two rounds at once (two instances' jobs), then one more: one e-mail.
    at('2026-12-02T23:00:30.000Z');
    await Promise.all([round(), round()]);
    await round();
    let mails = await remindersOf('remind.me@example.com');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(
      `Reminder: ${booking.mainService!.title} – ${booking.subService!.title} at Demo Salon, Thursday, December 3, 2026 at 6:00 PM`,
    );
    expect(mail!.replyTo).toBe('hello@demo-salon.example.com');
    for (const part of [mail!.text, mail!.html!]) {
      expect(part).toContain('tomorrow');
      expect(part).toContain('120 Madison Avenue, New York, NY 10016');
      expect(part).toContain('2125550100');
      expect(part).toContain('6:00 PM – 6:30 PM');
      expect(part).toContain('Eastern Standard Time (America/New_York)');
      expect(part).toContain(booking.appointmentId);
      expect(part).toMatch(/\/salon\/demo-salon\/cancel-appointment\?token=/);
      expect(part).toMatch(/\/salon\/demo-salon\/reschedule-appointment\?token=/);
    }

    // The 2-hour one, once, at its time.
    at('2026-12-03T21:00:00.000Z');
    await Promise.all([round(), round()]);
    mails = await remindersOf('remind.me@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain('in 2 hours');
    await round();
    expect(await remindersOf('remind.me@example.com')).toHaveLength(2);
    expect((await planOf(booking._id))!.map((row) => row.status)).toEqual(['sent', 'sent']);
  });

  it('a booking made inside the 24-hour window gets only the 2-hour reminder', async () => {
    at('2026-12-01T11:00:00.000Z');
    const booking = await booked('2026-12-02', '06:00', 'late.booker@example.com'); // 19 hours ahead
    expect((await planOf(booking._id))!.map((row) => row.kind)).toEqual(['2h']);
    at('2026-12-02T09:00:00.000Z');
    await round();
    const mails = await remindersOf('late.booker@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('in 2 hours');
  });

  it('a cancelled visit gets no reminder: the cancel link and the dashboard remove them', async () => {
    at('2026-12-01T11:00:00.000Z');
    const byLink = await booked('2026-12-04', '18:00', 'cancel.link@example.com');
    const byStaff = await booked('2026-12-04', '19:00', 'cancel.staff@example.com');
    const link = (await t.mails()).find((m) => m.to === 'cancel.link@example.com')!;
    const token = /cancel-appointment\?token=([\w.-]+)/.exec(link.text)![1]!;
    const cancelled = await call(t.app, {
      method: 'POST',
      url: `${API}/public/appointment/cancel-by-token`,
      payload: { token },
    });
    expect(cancelled.statusCode, cancelled.body.message).toBe(200);
    const staff = await owner({
      method: 'PATCH',
      url: `${API}/appointment/change-status-of-appointment?id=${byStaff._id}`,
      payload: { status: 'canceled' },
    });
    expect(staff.statusCode, staff.body.message).toBe(200);
    expect(await planOf(byLink._id)).toEqual([]);
    expect(await planOf(byStaff._id)).toEqual([]);
    at('2026-12-04T22:30:00.000Z');
    await round();
    expect(await remindersOf('cancel.link@example.com')).toHaveLength(0);
    expect(await remindersOf('cancel.staff@example.com')).toHaveLength(0);
  });

  it('a moved visit is reminded for its new time only', async () => {
    at('2026-12-01T11:00:00.000Z');
    const created = await owner<Appointment>({
      method: 'POST',
      url: `${API}/appointment/add-appointment-dashboard`,
      payload: {
        stylistId: DEMO_USER_IDS.stylist,
        date: '2026-12-05',
        startTime: '18:00',
        service: serviceCategoryId(1),
        subService: subServiceId(3),
        requiredTime: 30,
        name: 'Ivy Moved',
        email: 'ivy.moved@example.com',
        phone: '2125550188',
        gender: 'female',
      },
    });
    expect(created.statusCode, created.body.message).toBe(200);
    const id = created.body.data._id;
    expect((await planOf(id))!.map((row) => row.dueAt.toISOString())).toEqual([
      '2026-12-04T23:00:00.000Z',
      '2026-12-05T21:00:00.000Z',
    ]);
    const moved = await owner<Appointment>({
      method: 'PATCH',
      url: `${API}/appointment/update-appointment-dashboard/${id}`,
      payload: {
        stylistId: DEMO_USER_IDS.stylist,
        date: '2026-12-06',
        startTime: '19:00',
        service: serviceCategoryId(1),
        subService: subServiceId(3),
        requiredTime: 30,
        name: 'Ivy Moved',
        email: 'ivy.moved@example.com',
        phone: '2125550188',
        gender: 'female',
      },
    });
    expect(moved.statusCode, moved.body.message).toBe(200);
    expect((await planOf(id))!.map((row) => row.dueAt.toISOString())).toEqual([
      '2026-12-06T00:00:00.000Z',
      '2026-12-06T22:00:00.000Z',
    ]);
    // The old times pass without a reminder; the new one's 24 hours before goes out.
    at('2026-12-04T23:30:00.000Z');
    await round();
    expect(await remindersOf('ivy.moved@example.com')).toHaveLength(0);
    at('2026-12-06T00:00:00.000Z');
    await round();
    const mails = await remindersOf('ivy.moved@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Sunday, December 6, 2026');
    expect(mails[0]!.text).toContain('7:00 PM');
  });

  it("a 2-hour reminder switched off is skipped; a signed-in client's app gets a push with the e-mail", async () => {
    at('2026-12-01T11:00:00.000Z');
    expect((await settings(owner, { remind24h: true, remind2h: false })).statusCode).toBe(200);
    const client = await loginAs(t.app, 'client@example.com');
    const device = await call(t.app, {
      method: 'POST',
      url: `${API}/device/register-device`,
      payload: { token: 'reminder-client-device', platform: 'android' },
      headers: { token: client.token },
    });
    expect(device.statusCode, device.body.message).toBe(200);
    const booking = await booked('2026-12-07', '18:00', 'client@example.com', client.token);
    at('2026-12-06T23:00:00.000Z');
    await round();
    at('2026-12-07T21:00:00.000Z');
    await round();
    expect(await remindersOf('client@example.com')).toHaveLength(1);
    expect((await planOf(booking._id))!.map((row) => [row.kind, row.status, row.skipReason])).toEqual([
      ['24h', 'sent', null],
      ['2h', 'skipped', 'off'],
    ]);
    const pushes = (await t.pushes()).filter((push) => push.data?.type === 'reminder');
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({
      userId: DEMO_USER_IDS.client,
      title: 'Reminder: Demo Salon tomorrow',
      data: { appointmentId: booking._id, reminder: '24h' },
    });
  });

  it('states the cancellation cutoff in force when it goes, not the one of the booking', async () => {
    at('2026-12-01T11:00:00.000Z');
    expect((await settings(owner, { remind24h: true, remind2h: true })).statusCode).toBe(200);
    await booked('2026-12-05', '20:00', 'new.policy@example.com');
    const changed = await owner({
      method: 'POST',
      url: `${API}/booking-policy/update`,
      payload: { cutoffMinutes: 720 },
    });
    expect(changed.statusCode, changed.body.message).toBe(200);
    at('2026-12-05T01:00:30.000Z');
    await round();
    const [mail] = await remindersOf('new.policy@example.com');
    expect(mail!.text).toContain("Can't come? Cancel up to 12 hours before the appointment starts:");
    expect(mail!.html).toContain('up to 12 hours before it starts.');
    expect(mail!.text).not.toContain('15 minutes');
    // Two hours before, inside the 12 hours: no link the server would refuse, the salon's phone instead.
    at('2026-12-05T23:00:30.000Z');
    await round();
    const late = (await remindersOf('new.policy@example.com'))[1]!;
    expect(late.text).toContain(
      "Can't come? This appointment can no longer be cancelled online. Please call the salon on 212-555-0100.",
    );
    expect(late.text).not.toContain('cancel-appointment?token=');
    await owner({ method: 'POST', url: `${API}/booking-policy/update`, payload: { cutoffMinutes: 15 } });
  });
});
