import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Appointment, Slot } from '@salon/api/availability/schemas';
import type { BookingConfirmation, CancelInfo } from '@salon/api/booking/schemas';
import {
  CLAIM_MESSAGES,
  RESCHEDULE_MESSAGES,
  type ClaimedVisit,
  type MyAppointment,
  type RescheduleInfo,
} from '@salon/api/booking/visits';
import type { Paged } from '@salon/api/shared/schemas';
import { appointments } from '../src/db/schema';
import { TIME_TAKEN } from '../src/modules/appointments/messages';
import { ReminderRepository } from '../src/modules/reminders/repository';
import { DEMO_SALON_ID, DEMO_USER_IDS } from '../src/seed/demo-data';
import { call } from './helper';
import { createSlot, websiteBooking } from './booking-steps';
import { useSession, useTestApp } from './use-test-app';

/*
 * A client's own visits (issue 21, issue 23 item 6), under a moved clock: My appointments lists the
 * signed-in customer's own visits of their salon only; the reschedule link moves a visit in one
 * transaction under the stylist's turn (409 when someone was faster, refused past the deadline), raises
 * the calendar entry's SEQUENCE and plans the reminders again; a cancel, by whoever, frees the time for
 * the next visitor; a guest booking with a customer's e-mail joins their list only through its claim
 * link. Clock starts Tuesday 1 December 2026, 06:00 in New York.
 */
const NOW = new Date('2026-12-01T11:00:00.000Z');
const API = '/api/v1';
let now = NOW;

const t = useTestApp({}, { now: () => now });
const owner = useSession(t, 'owner@example.com');
const client = useSession(t, 'client@example.com');

function book(slot: Slot, date: string, overrides: Record<string, unknown> = {}, token?: string) {
  return call<BookingConfirmation>(t.app, {
    method: 'POST',
    url: `${API}/public/appointment/add-appointment-from-website`,
    payload: websiteBooking(slot, date, overrides),
    headers: token ? { token } : {},
  });
}

async function booked(slot: Slot, date: string, email: string) {
  const answer = await book(slot, date, { email });
  expect(answer.statusCode, answer.body.message).toBe(200);
  return answer.body.data;
}

/** The token of the `page` link (cancel, reschedule or claim) in the last e-mail to `email`. */
async function linkToken(email: string, page: string): Promise<string> {
  const mails = (await t.mails()).filter((mail) => mail.to === email);
  const text = mails.at(-1)!.text;
  const match = new RegExp(`${page}\\?token=([\\w.-]+)`).exec(text);
  expect(match, `${page} link in the e-mail to ${email}`).not.toBeNull();
  return match![1]!;
}

const myAppointments = (when: 'upcoming' | 'past', as = client) =>
  as<Paged<MyAppointment>>({
    method: 'GET',
    url: `${API}/public/appointment/my-appointments?when=${when}&pageNumber=1&pageSize=50`,
  });

const reschedule = (token: string, slotId: string) =>
  call<RescheduleInfo>(t.app, {
    method: 'POST',
    url: `${API}/public/appointment/reschedule-by-token`,
    payload: { token, slotId },
  });

const rowOf = async (id: string) => {
  const [row] = await t.container.db
    .select()
    .from(appointments)
    .where(and(eq(appointments.salonId, DEMO_SALON_ID), eq(appointments.id, id)));
  return row!;
};

const publicSlot = async (date: string, slotId: string) => {
  const day = await call<{ stylists: Array<{ slots: Array<{ _id: string; choosable: boolean }> }> }>(t.app, {
    method: 'POST',
    url: `${API}/public/appointment/get-available-appointment-by-date`,
    payload: { requestDate: date, salon: DEMO_SALON_ID, stylistId: DEMO_USER_IDS.stylist },
  });
  return day.body.data.stylists[0]!.slots.find((slot) => slot._id === slotId)!;
};

describe('my appointments', () => {
  it('lists the signed-in customer’s own visits of their salon, upcoming soonest first, with price and links', async () => {
    const date = '2026-12-03';
    const mine = await book(
      await createSlot(owner, date, '18:00'),
      date,
      { email: 'client@example.com' },
      client.info.token,
    );
    expect(mine.statusCode, mine.body.message).toBe(200);
    await booked(await createSlot(owner, date, '18:30'), date, 'someone.else@example.com');

    const upcoming = await myAppointments('upcoming');
    expect(upcoming.statusCode, upcoming.body.message).toBe(200);
    const rows = await t.container.db
      .select({ id: appointments.id, userId: appointments.userId, salonId: appointments.salonId })
      .from(appointments);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(upcoming.body.data.result.length).toBeGreaterThan(0);
    for (const visit of upcoming.body.data.result) {
      expect(byId.get(visit._id)).toMatchObject({ userId: DEMO_USER_IDS.client, salonId: DEMO_SALON_ID });
      expect(visit.status).not.toBe('canceled');
    }
    const starts = upcoming.body.data.result.map((visit) => visit.timeAsADate);
    expect(starts).toEqual([...starts].sort());
    const visit = upcoming.body.data.result.find((item) => item._id === mine.body.data._id)!;
    expect(visit).toMatchObject({
      dateAsAString: date,
      timeAsAString: '18:00',
      timeZone: 'America/New_York',
      stylistName: mine.body.data.stylistData.name,
      status: 'confirmed',
    });
    expect(visit.price).toEqual(expect.any(Number));
    expect(visit.rescheduleToken).toEqual(expect.any(String));
    expect(visit.cancelToken).toEqual(expect.any(String));

    const past = await myAppointments('past');
    expect(past.statusCode).toBe(200);
    for (const item of past.body.data.result) {
      expect(byId.get(item._id)).toMatchObject({ userId: DEMO_USER_IDS.client, salonId: DEMO_SALON_ID });
      expect(item.rescheduleToken).toBeNull();
    }
  });

  it('is a customer’s page only', async () => {
    expect((await myAppointments('upcoming', owner)).statusCode).toBe(403);
    const anonymous = await call(t.app, {
      method: 'GET',
      url: `${API}/public/appointment/my-appointments?when=upcoming`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('reschedule by the e-mailed link', () => {
  it('moves the visit in one transaction: old time freed, new one taken, SEQUENCE + 1, reminders planned again', async () => {
    const date = '2026-12-04';
    const from = await createSlot(owner, date, '18:00');
    const to = await createSlot(owner, date, '19:00');
    const visit = await booked(from, date, 'mover@example.com');
    const planned = new ReminderRepository(t.container.db);
    const before = await planned.listFor(DEMO_SALON_ID, visit._id);
    expect(before.length).toBeGreaterThan(0);

    // The cancel link is not a reschedule link, nor the other way round.
    const cancelToken = await linkToken('mover@example.com', 'cancel-appointment');
    const wrong = await reschedule(cancelToken, to._id);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body.message).toBe(RESCHEDULE_MESSAGES.invalidLink);
    const token = await linkToken('mover@example.com', 'reschedule-appointment');
    const asCancel = await call<CancelInfo>(t.app, {
      method: 'GET',
      url: `${API}/public/appointment/cancel-info?token=${token}`,
    });
    expect(asCancel.statusCode).toBe(404);

    const info = await call<RescheduleInfo>(t.app, {
      method: 'GET',
      url: `${API}/public/appointment/reschedule-info?token=${token}`,
    });
    expect(info.body.data).toMatchObject({
      _id: visit._id,
      stylistId: DEMO_USER_IDS.stylist,
      durationMinutes: 30,
      timeAsAString: '18:00',
      reschedulable: true,
    });

    const moved = await reschedule(token, to._id);
    expect(moved.statusCode, moved.body.message).toBe(200);
    expect(moved.body.message).toBe(RESCHEDULE_MESSAGES.moved);
    expect(moved.body.data).toMatchObject({ timeAsAString: '19:00', dateAsAString: date });

    const row = await rowOf(visit._id);
    expect(row.calendarSequence).toBe(1);
    expect(row.slotId).toBe(to._id);
    expect(row.startsAt.toISOString()).toBe(to.timeAsADate);
    const after = await planned.listFor(DEMO_SALON_ID, visit._id);
    expect(after.every((reminder) => reminder.startsAt.toISOString() === to.timeAsADate)).toBe(true);
    expect(after.length).toBeGreaterThan(0);

    const toClient = (await t.mails()).filter(
      (mail) => mail.to === 'mover@example.com' && mail.subject.startsWith('Moved:'),
    );
    expect(toClient).toHaveLength(1);
    const ics = toClient[0]!.attachments![0]!.content as string;
    expect(ics).toContain(`UID:${visit._id}@salon-platform`);
    expect(ics).toContain('SEQUENCE:1');
    expect(toClient[0]!.text).toContain('reschedule-appointment?token=');
    const toSalon = (await t.mails()).filter((mail) =>
      mail.subject.startsWith(`Booking ${visit.appointmentId} rescheduled by the client`),
    );
    expect(toSalon).toHaveLength(1);

    // The old time is free for the next visitor; the new one is taken.
    expect((await publicSlot(date, from._id)).choosable).toBe(true);
    expect((await publicSlot(date, to._id)).choosable).toBe(false);
    const next = await book(from, date, { email: 'next.visitor@example.com' });
    expect(next.statusCode, next.body.message).toBe(200);
  });

  it('answers 409 when someone was faster, and exactly one of two racing for a time wins', async () => {
    const date = '2026-12-07';
    const first = await booked(await createSlot(owner, date, '18:00'), date, 'racer.one@example.com');
    const tokenOne = await linkToken('racer.one@example.com', 'reschedule-appointment');
    await booked(await createSlot(owner, date, '18:30'), date, 'racer.two@example.com');
    const tokenTwo = await linkToken('racer.two@example.com', 'reschedule-appointment');
    const taken = await createSlot(owner, date, '19:00');
    await booked(taken, date, 'faster@example.com');
    const late = await reschedule(tokenOne, taken._id);
    expect(late.statusCode).toBe(409);
    expect(late.body.message).toBe(TIME_TAKEN);
    expect((await rowOf(first._id)).calendarSequence).toBe(0);

    const free = await createSlot(owner, date, '19:30');
    const answers = await Promise.all([reschedule(tokenOne, free._id), reschedule(tokenTwo, free._id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('is refused past the deadline, and for a cancelled visit', async () => {
    const date = '2026-12-08';
    const slot = await createSlot(owner, date, '18:00');
    const visit = await booked(slot, date, 'too.late@example.com');
    const token = await linkToken('too.late@example.com', 'reschedule-appointment');
    const later = await createSlot(owner, date, '19:00');
    // 10 minutes before the start.
    now = new Date(new Date(visit.timeAsADate).getTime() - 10 * 60_000);
    try {
      const refused = await reschedule(token, later._id);
      expect(refused.statusCode).toBe(400);
      // The salon's policy words it, with its phone (client-change-policy.ts).
      expect(refused.body.message).toMatch(
        /^This appointment can no longer be rescheduled online\. Please call the salon/,
      );
      const info = await call<RescheduleInfo>(t.app, {
        method: 'GET',
        url: `${API}/public/appointment/reschedule-info?token=${token}`,
      });
      expect(info.body.data.reschedulable).toBe(false);
    } finally {
      now = NOW;
    }
    const cancelToken = await linkToken('too.late@example.com', 'cancel-appointment');
    await call(t.app, {
      method: 'POST',
      url: `${API}/public/appointment/cancel-by-token`,
      payload: { token: cancelToken },
    });
    const cancelled = await reschedule(token, later._id);
    expect(cancelled.statusCode).toBe(400);
    expect(cancelled.body.message).toBe(RESCHEDULE_MESSAGES.cancelled);
  });
});

describe('inside a salon’s own window', () => {
  it('reschedule-info and My appointments carry the salon’s cutoff and phone', async () => {
    const date = '2026-12-15';
    const setCutoff = (cutoffMinutes: number) =>
      owner({ method: 'POST', url: `${API}/booking-policy/update`, payload: { cutoffMinutes } });
    expect((await setCutoff(24 * 60)).statusCode).toBe(200);
    try {
      const slot = await createSlot(owner, date, '18:00');
      const mine = await book(slot, date, { email: 'client@example.com' }, client.info.token);
      expect(mine.statusCode, mine.body.message).toBe(200);
      const token = await linkToken('client@example.com', 'reschedule-appointment');
      // 20 hours before the start: past the salon's 24 hours, long before 15 minutes.
      now = new Date(new Date(mine.body.data.timeAsADate).getTime() - 20 * 60 * 60_000);
      const info = await call<RescheduleInfo>(t.app, {
        method: 'GET',
        url: `${API}/public/appointment/reschedule-info?token=${token}`,
      });
      expect(info.body.data).toMatchObject({
        reschedulable: false,
        cutoffMinutes: 24 * 60,
        salonPhone: '2125550100',
      });
      const visit = (await myAppointments('upcoming')).body.data.result.find(
        (item) => item._id === mine.body.data._id,
      );
      expect(visit).toMatchObject({
        rescheduleToken: null,
        cancelToken: null,
        cutoffMinutes: 24 * 60,
        salonPhone: '2125550100',
      });
    } finally {
      now = NOW;
      await setCutoff(15);
    }
  });
});

describe('a cancel frees the time', () => {
  it('by the e-mailed link, My appointments or staff: another visitor books it at once', async () => {
    const date = '2026-12-09';
    // The link.
    const byLink = await createSlot(owner, date, '18:00');
    await booked(byLink, date, 'link.canceller@example.com');
    await call(t.app, {
      method: 'POST',
      url: `${API}/public/appointment/cancel-by-token`,
      payload: { token: await linkToken('link.canceller@example.com', 'cancel-appointment') },
    });
    expect((await publicSlot(date, byLink._id)).choosable).toBe(true);
    expect((await booked(byLink, date, 'second.visitor@example.com')).status).toBe('confirmed');

    // My appointments (its cancel token).
    const mine = await createSlot(owner, date, '18:30');
    const visit = await book(mine, date, { email: 'client@example.com' }, client.info.token);
    const listed = (await myAppointments('upcoming')).body.data.result.find(
      (v) => v._id === visit.body.data._id,
    )!;
    const cancelled = await call(t.app, {
      method: 'POST',
      url: `${API}/public/appointment/cancel-by-token`,
      payload: { token: listed.cancelToken },
    });
    expect(cancelled.statusCode, cancelled.body.message).toBe(200);
    expect((await booked(mine, date, 'third.visitor@example.com')).status).toBe('confirmed');

    // Staff on the calendar.
    const byStaff = await createSlot(owner, date, '19:00');
    const staffs = await booked(byStaff, date, 'staff.cancelled@example.com');
    const changed = await owner<Appointment>({
      method: 'PATCH',
      url: `${API}/appointment/change-status-of-appointment?id=${staffs._id}`,
      payload: { status: 'canceled' },
    });
    expect(changed.statusCode, changed.body.message).toBe(200);
    expect((await publicSlot(date, byStaff._id)).choosable).toBe(true);
    expect((await booked(byStaff, date, 'fourth.visitor@example.com')).status).toBe('confirmed');
  });
});

describe('a guest booking with a customer’s e-mail', () => {
  it('is not in the customer’s My appointments until the confirmation’s claim link is followed', async () => {
    const date = '2026-12-10';
    const visit = await booked(await createSlot(owner, date, '18:00'), date, 'client@example.com');
    expect((await rowOf(visit._id)).userId).toBeNull();
    const listed = async () =>
      [...(await myAppointments('upcoming')).body.data.result].some((item) => item._id === visit._id);
    expect(await listed()).toBe(false);

    // Neither the cancel nor the reschedule link claims it.
    for (const page of ['cancel-appointment', 'reschedule-appointment']) {
      const wrong = await call(t.app, {
        method: 'POST',
        url: `${API}/public/appointment/claim`,
        payload: { token: await linkToken('client@example.com', page) },
      });
      expect(wrong.statusCode).toBe(404);
    }
    expect(await listed()).toBe(false);

    const claim = await linkToken('client@example.com', 'claim-appointment');
    const claimed = await call<ClaimedVisit>(t.app, {
      method: 'POST',
      url: `${API}/public/appointment/claim`,
      payload: { token: claim },
    });
    expect(claimed.statusCode, claimed.body.message).toBe(200);
    expect(claimed.body).toMatchObject({
      message: CLAIM_MESSAGES.claimed,
      data: { _id: visit._id, salonSlug: 'demo-salon' },
    });
    expect(await listed()).toBe(true);
  });

  it('of no account at the salon carries no claim link', async () => {
    const date = '2026-12-10';
    await booked(await createSlot(owner, date, '18:30'), date, 'new.guest@example.com');
    const text = (await t.mails()).filter((mail) => mail.to === 'new.guest@example.com').at(-1)!.text;
    expect(text).not.toContain('claim-appointment');
    expect(text).toContain('reschedule-appointment?token=');
  });
});
