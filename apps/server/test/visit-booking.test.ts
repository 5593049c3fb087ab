import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Appointment } from '@salon/api/availability/schemas';
import type { CancelInfo, DepositResult } from '@salon/api/booking/schemas';
import type { RescheduleInfo } from '@salon/api/booking/visits';
import {
  VISIT_MESSAGES,
  type VisitAvailability,
  type VisitConfirmation,
} from '@salon/api/booking/visit-booking';
import { appointmentPayments, appointments, services, visits } from '../src/db/schema';
import { DEMO_SALON_ID, DEMO_USER_IDS } from '../src/seed/demo-data';
import { serviceCategoryId, subServiceId } from '../src/seed/services-videos';
import { call } from './helper';
import { createSlot, visitBooking } from './booking-steps';
import { useSession, useTestApp } from './use-test-app';

/*
 * Multi-service visits (issue 22, item 5). The demo data is seeded on 1 December 2026; the tests then
 * move the clock to Wednesday 10 March 2027, past the seeded slots' horizon, so every slot of the days
 * below is made here. Stella does the Haircut (45 min) and the Colouring (120 min); James the Haircut
 * only; Priya the Colouring only (the seed's stylist settings).
 */
const SEEDED = new Date('2026-12-01T11:00:00.000Z');
const NOW = new Date('2027-03-10T11:00:00.000Z');
const API = '/api/v1';
let now = SEEDED;

const t = useTestApp({}, { now: () => now });
const owner = useSession(t, 'owner@example.com');

const STELLA = DEMO_USER_IDS.stylist;
const JAMES = '0e5e0000-0000-4000-8000-000000000010';
const PRIYA = '0e5e0000-0000-4000-8000-000000000011';
const HAIRCUT = { mainService: serviceCategoryId(1), subService: subServiceId(1) };
const COLOUR = { mainService: serviceCategoryId(2), subService: subServiceId(2) };

async function slots(date: string, stylistId: string, from: string, count: number) {
  now = NOW;
  const [hours, minutes] = from.split(':').map(Number) as [number, number];
  for (let index = 0; index < count; index++) {
    const total = hours * 60 + minutes + index * 30;
    const time = `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
    await createSlot(owner, date, time, stylistId);
  }
}

function availability(date: string, stylistId?: string) {
  now = NOW;
  return call<VisitAvailability>(t.app, {
    method: 'POST',
    url: `${API}/public/appointment/get-visit-availability`,
    payload: { salon: DEMO_SALON_ID, requestDate: date, services: [HAIRCUT, COLOUR], stylistId },
  });
}

function book(
  date: string,
  start: VisitAvailability['starts'][number],
  key = randomUUID(),
  email = 'ruth.visit@example.com',
) {
  return call<VisitConfirmation>(t.app, {
    method: 'POST',
    url: `${API}/public/appointment/add-visit-from-website`,
    payload: visitBooking(start, date, { name: 'Ruth Visit', email, mobile: '2125550166' }, key),
  });
}

async function partsOf(visitId: string) {
  return t.container.db
    .select()
    .from(appointments)
    .where(and(eq(appointments.salonId, DEMO_SALON_ID), eq(appointments.visitId, visitId)))
    .orderBy(asc(appointments.visitPart));
}

/** The token of the `page` link in the last e-mail to `email`. */
async function linkToken(email: string, page: string): Promise<string> {
  const mails = (await t.mails()).filter((mail) => mail.to === email);
  const match = new RegExp(`${page}\\?token=([\\w.-]+)`).exec(mails.at(-1)!.text);
  expect(match, `${page} link in the e-mail to ${email}`).not.toBeNull();
  return match![1]!;
}

const local = (instant: string | Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/New_York',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(instant));

describe('visit availability', () => {
  it('offers the starts where both services fit back to back with one stylist', async () => {
    await slots('2027-03-16', STELLA, '10:00', 6); // 10:00–13:00
    const answer = await availability('2027-03-16');
    expect(answer.statusCode, answer.body.message).toBe(200);
    expect(answer.body.data).toMatchObject({
      date: '2027-03-16',
      timeZone: 'America/New_York',
      totalMinutes: 165,
    });
    // 10:00 fits (ends 12:45); 10:30 would end at 13:15, past Stella's last slot.
    expect(answer.body.data.starts.map((start) => start.timeAsAString)).toEqual(['10:00']);
    const [start] = answer.body.data.starts;
    expect(start!.oneStylist).toBe(true);
    expect(start!.parts.map((part) => [part.stylist._id, part.timeAsAString, part.minutes])).toEqual([
      [STELLA, '10:00', 45],
      [STELLA, '10:45', 120],
    ]);
    expect(local(start!.endAsADate)).toBe('12:45');
  });

  it('gives each part a stylist who does it and is free then', async () => {
    await slots('2027-03-17', JAMES, '14:00', 2); // 14:00–15:00
    await slots('2027-03-17', PRIYA, '14:30', 5); // 14:30–17:00
    const answer = await availability('2027-03-17');
    expect(answer.statusCode, answer.body.message).toBe(200);
    expect(answer.body.data.starts.map((start) => start.timeAsAString)).toEqual(['14:00']);
    const [start] = answer.body.data.starts;
    expect(start!.oneStylist).toBe(false);
    expect(start!.parts.map((part) => [part.stylist.name, part.timeAsAString])).toEqual([
      ['James Carter', '14:00'],
      ['Priya Shah', '14:45'],
    ]);
    // One stylist asked for: James does not do the colour, so nothing fits with him alone.
    const james = await availability('2027-03-17', JAMES);
    expect(james.body.data.starts).toEqual([]);
  });

  it('says when nothing fits, with the next day where the visit does', async () => {
    await slots('2027-03-18', STELLA, '10:00', 2); // one hour: too short
    await slots('2027-03-22', STELLA, '09:00', 6);
    const answer = await availability('2027-03-18');
    expect(answer.statusCode, answer.body.message).toBe(200);
    expect(answer.body.data.starts).toEqual([]);
    expect(answer.body.data.nextDate).toBe('2027-03-22');
  });

  it('validates the services', async () => {
    now = NOW;
    const answer = await call(t.app, {
      method: 'POST',
      url: `${API}/public/appointment/get-visit-availability`,
      payload: { salon: DEMO_SALON_ID, requestDate: '2027-03-16', services: [] },
    });
    expect(answer.statusCode).toBe(400);
  });
});

describe('booking a visit', () => {
  it('makes every part in one booking, with one e-mail and one calendar entry; a retry answers the same visit', async () => {
    const day = await availability('2027-03-16');
    const start = day.body.data.starts[0]!;
    const key = randomUUID();
    const mailsBefore = (await t.mails()).filter((mail) => mail.to === 'ruth.visit@example.com').length;
    const answer = await book('2027-03-16', start, key);
    expect(answer.statusCode, answer.body.message).toBe(200);
    const visit = answer.body.data;
    expect(visit.parts.map((part) => [part.title, part.stylist._id, part.timeAsAString])).toEqual([
      ['Haircuts – Haircut', STELLA, '10:00'],
      ['Colour – Colouring', STELLA, '10:45'],
    ]);
    const parts = await partsOf(visit._id);
    expect(
      parts.map((part) => [part.visitPart, part.status, local(part.startsAt), local(part.endsAt)]),
    ).toEqual([
      [1, 'confirmed', '10:00', '10:45'],
      [2, 'confirmed', '10:45', '12:45'],
    ]);

    const mails = (await t.mails()).filter((mail) => mail.to === 'ruth.visit@example.com');
    expect(mails.length - mailsBefore).toBe(1);
    const mail = mails.at(-1)!;
    expect(mail.text).toContain('Haircuts – Haircut with Stella Romano at 10:00 AM, then Colour – Colouring');
    expect(mail.attachments).toHaveLength(1);
    const ics = mail.attachments![0]!.content;
    expect(ics).toContain(`UID:visit-${visit._id}@salon-platform`);
    expect(ics).toContain('DTSTART;TZID=America/New_York:20270316T100000');
    expect(ics).toContain('DTEND;TZID=America/New_York:20270316T124500');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);

    // The same submit again: the same visit, nothing more booked or sent.
    const retry = await book('2027-03-16', start, key);
    expect(retry.statusCode, retry.body.message).toBe(200);
    expect(retry.body.data._id).toBe(visit._id);
    expect(await partsOf(visit._id)).toHaveLength(2);
    expect((await t.mails()).filter((mail) => mail.to === 'ruth.visit@example.com')).toHaveLength(
      mails.length,
    );

    // Another visitor for the same time: taken.
    const other = await book('2027-03-16', start, randomUUID(), 'late.visitor@example.com');
    expect(other.statusCode).toBe(409);
    expect(await t.container.db.select().from(visits).where(eq(visits.idempotencyKey, key))).toHaveLength(1);
  });

  it('lets one of two racing visits for overlapping times win, leaving no part of the other', async () => {
    const day = await availability('2027-03-17');
    const start = day.body.data.starts[0]!;
    const [first, second] = await Promise.all([
      book('2027-03-17', start, randomUUID(), 'racer.one@example.com'),
      book('2027-03-17', start, randomUUID(), 'racer.two@example.com'),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const live = await t.container.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.salonId, DEMO_SALON_ID), isNotNull(appointments.visitId)));
    const racers = live.filter((row) => row.clientEmail.startsWith('racer.'));
    expect(racers).toHaveLength(2);
    expect(new Set(racers.map((row) => row.clientEmail)).size).toBe(1);
    expect(new Set(racers.map((row) => row.stylistId))).toEqual(new Set([JAMES, PRIYA]));
  });

  it('refuses a part with a stylist who does not do its service', async () => {
    const day = await availability('2027-03-22');
    const start = day.body.data.starts[0]!;
    now = NOW;
    const answer = await call(t.app, {
      method: 'POST',
      url: `${API}/public/appointment/add-visit-from-website`,
      payload: {
        name: 'Ruth Visit',
        email: 'ruth.visit@example.com',
        mobile: '2125550166',
        salon: DEMO_SALON_ID,
        appointmentDate: '2027-03-22',
        startsAt: start.timeAsADate,
        parts: [
          { ...HAIRCUT, stylistId: STELLA },
          { ...COLOUR, stylistId: JAMES },
        ],
        idempotencyKey: randomUUID(),
      },
    });
    expect(answer.statusCode).toBe(400);
  });
});

describe('moving and cancelling a visit', () => {
  it('moves every part when the client reschedules the visit, keeping them back to back', async () => {
    await slots('2027-03-24', STELLA, '10:00', 8); // 10:00–14:00
    const day = await availability('2027-03-24');
    const start = day.body.data.starts.find((entry) => entry.timeAsAString === '10:00')!;
    const email = 'mover.client@example.com';
    const booked = await book('2027-03-24', start, randomUUID(), email);
    expect(booked.statusCode, booked.body.message).toBe(200);
    const token = await linkToken(email, 'reschedule-appointment');

    const info = await call<RescheduleInfo>(t.app, {
      method: 'GET',
      url: `${API}/public/appointment/reschedule-info?token=${token}`,
    });
    expect(info.body.data).toMatchObject({ timeAsAString: '10:00', durationMinutes: 165 });

    const calendar = await owner<{ slots: Array<{ _id: string; timeAsAString: string; date?: string }> }>({
      method: 'GET',
      url: `${API}/appointment-availability/get-calendar?stylistId=${STELLA}&from=2027-03-24&to=2027-03-24`,
    });
    const target = calendar.body.data.slots.find((slot) => slot.timeAsAString === '11:00')!;
    const moved = await call<RescheduleInfo>(t.app, {
      method: 'POST',
      url: `${API}/public/appointment/reschedule-by-token`,
      payload: { token, slotId: target._id },
    });
    expect(moved.statusCode, moved.body.message).toBe(200);
    const parts = await partsOf(booked.body.data._id);
    expect(parts.map((part) => [local(part.startsAt), local(part.endsAt)])).toEqual([
      ['11:00', '11:45'],
      ['11:45', '13:45'],
    ]);
    const mail = (await t.mails()).filter((entry) => entry.to === email).at(-1)!;
    expect(mail.subject).toContain('Moved');
    expect(mail.attachments![0]!.content).toContain(`UID:visit-${booked.body.data._id}@salon-platform`);
    expect(mail.attachments![0]!.content).toContain('DTEND;TZID=America/New_York:20270324T134500');
    expect(mail.attachments![0]!.content).toContain('SEQUENCE:1');

    // A time where the colour would run past Stella's slots: refused, nothing moved.
    const late = calendar.body.data.slots.find((slot) => slot.timeAsAString === '12:00')!;
    const refused = await call(t.app, {
      method: 'POST',
      url: `${API}/public/appointment/reschedule-by-token`,
      payload: { token, slotId: late._id },
    });
    expect(refused.statusCode).toBe(409);
    expect((await partsOf(booked.body.data._id)).map((part) => local(part.startsAt))).toEqual([
      '11:00',
      '11:45',
    ]);
  });

  it('moves the whole visit when staff move one part on the calendar, and checks every stylist is free', async () => {
    await slots('2027-03-25', JAMES, '09:00', 4);
    await slots('2027-03-25', PRIYA, '09:30', 8);
    const day = await availability('2027-03-25');
    const start = day.body.data.starts.find((entry) => !entry.oneStylist)!;
    const booked = await book('2027-03-25', start, randomUUID(), 'staff.move@example.com');
    expect(booked.statusCode, booked.body.message).toBe(200);
    const [haircut, colour] = await partsOf(booked.body.data._id);
    const startOfColour = local(colour!.startsAt);
    const [h, m] = startOfColour.split(':').map(Number) as [number, number];
    const later = `${String(h + 1).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
    const moved = await owner<Appointment>({
      method: 'PATCH',
      url: `${API}/appointment/update-appointment-dashboard/${colour!.id}`,
      payload: {
        stylistId: PRIYA,
        date: '2027-03-25',
        startTime: later,
        service: COLOUR.mainService,
        subService: COLOUR.subService,
        requiredTime: 120,
        name: 'Ruth Visit',
        email: 'staff.move@example.com',
        phone: '2125550166',
      },
    });
    expect(moved.statusCode, moved.body.message).toBe(200);
    expect(moved.body.data.visit).toMatchObject({ part: 2, of: 2 });
    const after = await partsOf(booked.body.data._id);
    expect(after[0]!.startsAt.getTime() - haircut!.startsAt.getTime()).toBe(3_600_000);
    expect(after[1]!.startsAt.getTime() - colour!.startsAt.getTime()).toBe(3_600_000);
    expect(after[0]!.endsAt.getTime()).toBe(after[1]!.startsAt.getTime());

    // The calendar shows the part with its visit.
    const calendar = await owner<{ appointments: Appointment[] }>({
      method: 'GET',
      url: `${API}/appointment-availability/get-calendar?stylistId=${JAMES}&from=2027-03-25&to=2027-03-25`,
    });
    const chip = calendar.body.data.appointments.find((entry) => entry._id === haircut!.id)!;
    expect(chip.visit).toMatchObject({ part: 1, of: 2 });
    expect(chip.visit!.parts.map((part) => part.stylistName)).toEqual(['James Carter', 'Priya Shah']);
  });

  it('cancels every part with the visit’s cancel link, and with the staff’s cancel of one part', async () => {
    await slots('2027-03-29', STELLA, '09:00', 12);
    const day = await availability('2027-03-29');
    const [first, second] = day.body.data.starts.filter((_, index) => index % 6 === 0);
    const byClient = await book('2027-03-29', first!, randomUUID(), 'cancel.client@example.com');
    expect(byClient.statusCode, byClient.body.message).toBe(200);
    const token = await linkToken('cancel.client@example.com', 'cancel-appointment');
    const cancelled = await call<CancelInfo>(t.app, {
      method: 'POST',
      url: `${API}/public/appointment/cancel-by-token`,
      payload: { token },
    });
    expect(cancelled.statusCode, cancelled.body.message).toBe(200);
    expect((await partsOf(byClient.body.data._id)).map((part) => part.status)).toEqual([
      'canceled',
      'canceled',
    ]);
    const mail = (await t.mails()).filter((entry) => entry.to === 'cancel.client@example.com').at(-1)!;
    expect(mail.attachments![0]!.content).toContain('METHOD:CANCEL');
    expect(mail.attachments![0]!.content).toContain(`UID:visit-${byClient.body.data._id}@salon-platform`);

    const byStaff = await book('2027-03-29', second!, randomUUID(), 'cancel.staff@example.com');
    expect(byStaff.statusCode, byStaff.body.message).toBe(200);
    const [, part2] = await partsOf(byStaff.body.data._id);
    const answer = await owner({
      method: 'PATCH',
      url: `${API}/appointment/change-status-of-appointment?id=${part2!.id}`,
      payload: { status: 'canceled', slotId: null, timeDataId: null },
    });
    expect(answer.statusCode, answer.body.message).toBe(200);
    expect((await partsOf(byStaff.body.data._id)).map((part) => part.status)).toEqual([
      'canceled',
      'canceled',
    ]);
  });
});

/** Haircut with a fixed $10.00 deposit and Colouring ($140) with 20 %: the visit's deposit is $38.00. */
async function setDeposits(on: boolean) {
  const deposits = [
    [HAIRCUT, { paymentPolicy: 'deposit', depositKind: 'fixed', depositValue: 1000 }],
    [COLOUR, { paymentPolicy: 'deposit', depositKind: 'percent', depositValue: 20 }],
  ] as const;
  for (const [service, deposit] of deposits) {
    await t.database.db
      .update(services)
      .set(on ? deposit : { paymentPolicy: 'none', depositKind: null, depositValue: null })
      .where(eq(services.id, service.subService));
  }
}

function payDeposit(key: string, paymentMethod: string) {
  return call<DepositResult>(t.app, {
    method: 'POST',
    url: `${API}/public/appointment/pay-deposit`,
    payload: { salon: DEMO_SALON_ID, idempotencyKey: key, paymentMethod },
  });
}

function visitPayments(firstPartId: string) {
  return t.container.db
    .select()
    .from(appointmentPayments)
    .where(
      and(eq(appointmentPayments.salonId, DEMO_SALON_ID), eq(appointmentPayments.appointmentId, firstPartId)),
    );
}

const confirmationsTo = async (email: string) =>
  (await t.mails()).filter((mail) => mail.to === email && mail.subject.startsWith('Your appointment'));

describe('a visit with deposits (one deposit for the whole visit)', () => {
  it('holds every part for the sum of the deposits; paid, all are confirmed with one e-mail', async () => {
    await slots('2027-04-06', STELLA, '09:00', 8);
    const day = await availability('2027-04-06');
    const start = day.body.data.starts[0]!;
    await setDeposits(true);
    try {
      const key = randomUUID();
      const email = 'dora.deposit@example.com';
      const held = await book('2027-04-06', start, key, email);
      expect(held.statusCode, held.body.message).toBe(200);
      expect(held.body.data.deposit).toMatchObject({ amount: 38, currency: 'usd', status: 'pending' });
      expect(held.body.data.deposit!.payment.provider).toBe('offline');
      const parts = await partsOf(held.body.data._id);
      expect(parts.map((part) => part.paymentDueUntil?.toISOString())).toEqual([
        new Date(NOW.getTime() + 10 * 60_000).toISOString(),
        new Date(NOW.getTime() + 10 * 60_000).toISOString(),
      ]);
      expect(await visitPayments(parts[0]!.id)).toMatchObject([
        { kind: 'deposit', amountCents: 3800, status: 'pending' },
      ]);
      // Held: no confirmation yet; the same submit again answers the same visit and deposit.
      expect(await confirmationsTo(email)).toHaveLength(0);
      // One e-mail to finish paying, for the whole visit, with the link that reopens its payment.
      const holdMails = (await t.mails()).filter(
        (mail) => mail.to === email && mail.subject.includes('to keep your time'),
      );
      expect(holdMails).toHaveLength(1);
      expect(holdMails[0]!.text).toContain('pay the deposit of $38.00');
      expect(holdMails[0]!.text).toContain('Haircut');
      expect(holdMails[0]!.text).toContain('Colouring');
      const token = holdMails[0]!.text.match(/book-appointment\?hold=(\S+)/)![1]!;
      const reopened = await call<{ idempotencyKey: string; booking: { deposit: { amount: number } } }>(
        t.app,
        {
          method: 'GET',
          url: `${API}/public/appointment/held-booking?token=${token}`,
        },
      );
      expect(reopened.body.data).toMatchObject({ idempotencyKey: key, booking: { deposit: { amount: 38 } } });
      const again = await book('2027-04-06', start, key, email);
      expect(again.body.data._id).toBe(held.body.data._id);
      expect(again.body.data.deposit!.amount).toBe(38);

      const paid = await payDeposit(key, '4242424242424242');
      expect(paid.statusCode, paid.body.message).toBe(200);
      expect(paid.body.data.status).toBe('succeeded');
      expect((await partsOf(held.body.data._id)).map((part) => [part.status, part.paymentDueUntil])).toEqual([
        ['confirmed', null],
        ['confirmed', null],
      ]);
      const [mail, ...others] = await confirmationsTo(email);
      expect(others).toHaveLength(0);
      expect(mail!.text).toContain('Haircut');
      expect(mail!.text).toContain('Colouring');
      expect(mail!.text).toContain('$38.00 paid');
      expect(mail!.attachments![0]!.content).toContain(`UID:visit-${held.body.data._id}@salon-platform`);
      // Paying again changes nothing.
      expect((await payDeposit(key, '4242424242424242')).body.data.status).toBe('succeeded');
      expect(await confirmationsTo(email)).toHaveLength(1);

      // A salon's cancel of one part cancels the visit and refunds its deposit in full.
      const cancelled = await owner({
        method: 'PATCH',
        url: `${API}/appointment/change-status-of-appointment?id=${parts[1]!.id}`,
        payload: { status: 'canceled', slotId: null, timeDataId: null },
      });
      expect(cancelled.statusCode, cancelled.body.message).toBe(200);
      expect(await visitPayments(parts[0]!.id)).toMatchObject([
        { kind: 'deposit', status: 'refunded', amountCents: 3800 },
        { kind: 'refund', status: 'succeeded', amountCents: 3800 },
      ]);
      const notice = (await t.mails()).find((m) => m.to === email && m.subject.startsWith('Cancelled'));
      expect(notice?.text).toContain('$38.00 paid, refunded');
    } finally {
      await setDeposits(false);
    }
  });

  it('a declined card keeps every part held; leaving frees them at once; the sweep frees an unpaid visit once', async () => {
    await slots('2027-04-07', STELLA, '09:00', 12);
    const day = await availability('2027-04-07');
    const [first, second] = [day.body.data.starts[0]!, day.body.data.starts.at(-1)!];
    await setDeposits(true);
    try {
      const declinedKey = randomUUID();
      const declined = await book('2027-04-07', first, declinedKey, 'dan.declined@example.com');
      expect(declined.statusCode, declined.body.message).toBe(200);
      expect((await payDeposit(declinedKey, '4000000000000002')).statusCode).toBe(402);
      expect((await partsOf(declined.body.data._id)).map((part) => part.status)).toEqual([
        'waiting',
        'waiting',
      ]);
      const parts = await partsOf(declined.body.data._id);
      expect(await visitPayments(parts[0]!.id)).toMatchObject([{ status: 'pending' }]);
      // The client leaves the payment step: every part is released together, as the sweep would.
      const release = () =>
        call<{ released: boolean }>(t.app, {
          method: 'POST',
          url: `${API}/public/appointment/release-hold`,
          payload: { salon: DEMO_SALON_ID, idempotencyKey: declinedKey },
        });
      expect((await release()).body.data).toEqual({ released: true });
      expect((await release()).body.data).toEqual({ released: false });
      expect((await partsOf(declined.body.data._id)).map((part) => part.status)).toEqual([
        'canceled',
        'canceled',
      ]);
      expect(await visitPayments(parts[0]!.id)).toMatchObject([{ status: 'canceled' }]);
      // Its time is offered again.
      expect((await availability('2027-04-07')).body.data.starts[0]!.timeAsADate).toBe(first.timeAsADate);

      const unpaidKey = randomUUID();
      const unpaid = await book('2027-04-07', second, unpaidKey, 'una.unpaid@example.com');
      expect(unpaid.statusCode, unpaid.body.message).toBe(200);
      const booking = t.container.services.booking;
      now = new Date(NOW.getTime() + 9 * 60_000);
      expect(await booking.releaseUnpaidHolds(DEMO_SALON_ID)).toBe(0);
      now = new Date(NOW.getTime() + 11 * 60_000);
      // Two held parts, one visit: released once, together.
      expect(await booking.releaseUnpaidHolds(DEMO_SALON_ID)).toBe(1);
      expect(await booking.releaseUnpaidHolds(DEMO_SALON_ID)).toBe(0);
      now = NOW;
      const unpaidParts = await partsOf(unpaid.body.data._id);
      expect(unpaidParts.map((part) => part.status)).toEqual(['canceled', 'canceled']);
      expect(await visitPayments(unpaidParts[0]!.id)).toMatchObject([{ status: 'canceled' }]);
      expect((await payDeposit(unpaidKey, '4242424242424242')).statusCode).toBe(409);
    } finally {
      now = NOW;
      await setDeposits(false);
    }
  });

  it("a client's cancel of a paid visit outside the window refunds its deposit", async () => {
    await slots('2027-04-08', STELLA, '09:00', 8);
    const day = await availability('2027-04-08');
    await setDeposits(true);
    try {
      const key = randomUUID();
      const email = 'carla.cancel@example.com';
      const held = await book('2027-04-08', day.body.data.starts[0]!, key, email);
      await payDeposit(key, '4242424242424242');
      const token = await linkToken(email, 'cancel-appointment');
      const cancel = await call(t.app, {
        method: 'POST',
        url: `${API}/public/appointment/cancel-by-token`,
        payload: { token },
      });
      expect(cancel.statusCode, cancel.body.message).toBe(200);
      const parts = await partsOf(held.body.data._id);
      expect(parts.map((part) => part.status)).toEqual(['canceled', 'canceled']);
      expect(await visitPayments(parts[0]!.id)).toMatchObject([
        { kind: 'deposit', status: 'refunded' },
        { kind: 'refund', status: 'succeeded' },
      ]);
    } finally {
      await setDeposits(false);
    }
  });

  it('refuses a visit with a service that saves a card: it is booked on its own', async () => {
    await slots('2027-03-31', STELLA, '09:00', 8);
    const day = await availability('2027-03-31');
    const start = day.body.data.starts[0]!;
    await t.database.db
      .update(services)
      .set({ paymentPolicy: 'card' })
      .where(eq(services.id, COLOUR.subService));
    try {
      const answer = await book('2027-03-31', start);
      expect(answer.statusCode).toBe(409);
      expect(answer.body.message).toBe(VISIT_MESSAGES.cardAlone);
    } finally {
      await t.database.db
        .update(services)
        .set({ paymentPolicy: 'none' })
        .where(eq(services.id, COLOUR.subService));
    }
  });
});
