import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Slot } from '@salon/api/availability/schemas';
import type {
  AvailableDay,
  BookingConfirmation,
  DepositResult,
  HeldBooking,
} from '@salon/api/booking/schemas';
import { appointmentPayments, appointments } from '../src/db/schema';
import { DEMO_SALON_ID, DEMO_USER_IDS } from '../src/seed/demo-data';
import { createSlot, saveMensCutPolicy, websiteBooking } from './booking-steps';
import { call, type TestApp } from './helper';
import { useSession, useTestApp, type Session } from './use-test-app';

/*
 * A held booking need not strand its time: the client gets an e-mail with a link that reopens the
 * payment step while the hold lasts, a reload finds the hold again by its key, and leaving the step
 * releases it at once, as the sweep would.
 */
const NOW = new Date('2026-12-01T11:00:00.000Z');
const API = '/api/v1';
const DAY = '2026-12-04';

let keys = 0;
const newKey = () => `held-key-${++keys}-${Math.random().toString(36).slice(2)}`;

function helpers(t: TestApp, owner: Session) {
  /** Stella's slot at `time`: the one her hours made, or made now on her calendar. */
  const slotAt = async (time: string): Promise<Slot> => {
    const day = await call<AvailableDay>(t.app, {
      method: 'POST',
      url: `${API}/public/appointment/get-available-appointment-by-date`,
      payload: { requestDate: DAY, salon: DEMO_SALON_ID, stylistId: DEMO_USER_IDS.stylist },
    });
    const slot = day.body.data.stylists[0]?.slots.find((one) => one.timeAsAString === time);
    return slot ? (slot as unknown as Slot) : createSlot(owner, DAY, time);
  };
  const book = async (time: string, email: string, key = newKey()) => {
    const slot = await slotAt(time);
    const answer = await call<BookingConfirmation>(t.app, {
      method: 'POST',
      url: `${API}/public/appointment/add-appointment-from-website`,
      payload: websiteBooking(slot, DAY, { email, idempotencyKey: key }),
    });
    expect(answer.statusCode, answer.body.message).toBe(200);
    return { booking: answer.body.data, key };
  };
  const held = (query: string) =>
    call<HeldBooking>(t.app, { method: 'GET', url: `${API}/public/appointment/held-booking?${query}` });
  const byKey = (key: string, salon = DEMO_SALON_ID) => held(`salon=${salon}&idempotencyKey=${key}`);
  const release = (key: string) =>
    call<{ released: boolean }>(t.app, {
      method: 'POST',
      url: `${API}/public/appointment/release-hold`,
      payload: { salon: DEMO_SALON_ID, idempotencyKey: key },
    });
  const pay = (key: string, paymentMethod: string) =>
    call<DepositResult>(t.app, {
      method: 'POST',
      url: `${API}/public/appointment/pay-deposit`,
      payload: { salon: DEMO_SALON_ID, idempotencyKey: key, paymentMethod },
    });
  const status = async (id: string) => {
    const [row] = await t.container.db
      .select({ status: appointments.status })
      .from(appointments)
      .where(and(eq(appointments.salonId, DEMO_SALON_ID), eq(appointments.id, id)));
    return row!.status;
  };
  const holdMail = async (email: string) =>
    (await t.mails()).filter((mail) => mail.to === email && mail.subject.includes('to keep your time'));
  /** The token of the hold's e-mailed link. */
  const linkToken = async (email: string) => {
    const [mail] = await holdMail(email);
    const url = mail?.text.match(/https?:\/\/\S+book-appointment\?hold=(\S+)/);
    expect(url, mail?.text).not.toBeNull();
    return url![1]!;
  };
  return { book, held, byKey, release, pay, status, holdMail, linkToken };
}

describe('a held booking after its payment step was left', () => {
  const t = useTestApp({}, { now: () => NOW });
  const owner = useSession(t, 'owner@example.com');

  it("e-mails the client a link to the booking page that reopens the hold's payment, in the booking's transaction", async () => {
    const deposit = await saveMensCutPolicy(owner, {
      paymentPolicy: 'deposit',
      deposit: { kind: 'fixed', value: 10 },
    });
    expect(deposit.statusCode, deposit.body.message).toBe(200);
    const { book, holdMail, linkToken, held } = helpers(t, owner);
    const email = 'held.mail@example.com';
    const { booking, key } = await book('14:30', email);
    const [mail] = await holdMail(email);
    expect(mail!.subject).toBe('Pay your deposit to keep your time at Demo Salon');
    expect(mail!.text).toContain(
      'holding this time for you until 6:10 AM while you pay the deposit of $10.00',
    );
    expect(mail!.text).toMatch(
      /Pay the deposit here: http:\/\/\S+\/salon\/demo-salon\/book-appointment\?hold=/,
    );
    expect(mail!.text).toContain('the time is released and nothing is charged');
    expect(mail!.html).toContain('book-appointment?hold=');
    // The link is the server's signed token, not the browser's key, and opens this hold only.
    const token = await linkToken(email);
    expect(token).not.toContain(key);
    const opened = await held(`token=${token}`);
    expect(opened.statusCode, opened.body.message).toBe(200);
    expect(opened.body.data).toMatchObject({ salon: DEMO_SALON_ID, idempotencyKey: key });
    expect(opened.body.data.booking).toMatchObject({
      _id: booking._id,
      deposit: { amount: 10, status: 'pending' },
    });
    // Its token is no cancel link.
    const cancel = await call(t.app, {
      method: 'GET',
      url: `${API}/public/appointment/cancel-info?token=${token}`,
    });
    expect(cancel.statusCode).toBe(404);
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'AB' : 'AA'}`;
    expect((await held(`token=${forged}`)).statusCode).toBe(404);
  });

  it('a reload finds the hold by its key, with the payment the booking answered; 404 for a key nobody booked with', async () => {
    const { book, byKey, pay } = helpers(t, owner);
    const { booking, key } = await book('15:30', 'held.reload@example.com');
    const found = await byKey(key);
    expect(found.statusCode, found.body.message).toBe(200);
    expect(found.body.data.booking.deposit).toEqual(booking.deposit);
    expect((await byKey('held-no-such-key')).statusCode).toBe(404);
    expect((await byKey(key, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await pay(key, '4242424242424242')).body.data.status).toBe('succeeded');
    const paid = await byKey(key);
    expect(paid.statusCode).toBe(409);
    expect(paid.body.message).toBe('This booking is paid already: its confirmation is on its way to you.');
  });

  it('leaving releases the hold at once and idempotently; 404 for an unknown key, 409 once paid', async () => {
    const { book, byKey, release, pay, status, linkToken, held } = helpers(t, owner);
    const email = 'held.leave@example.com';
    const { booking, key } = await book('16:00', email);
    const first = await release(key);
    expect(first.statusCode, first.body.message).toBe(200);
    expect(first.body).toMatchObject({
      data: { released: true },
      message: 'Your time was released and nothing was charged.',
    });
    expect((await release(key)).body.data).toEqual({ released: false });
    expect(await status(booking._id)).toBe('canceled');
    const [row] = await t.container.db
      .select({ status: appointmentPayments.status })
      .from(appointmentPayments)
      .where(
        and(eq(appointmentPayments.salonId, DEMO_SALON_ID), eq(appointmentPayments.idempotencyKey, key)),
      );
    expect(row!.status).toBe('canceled');
    // The reload and the link then say the time was released.
    const ended = await byKey(key);
    expect(ended.statusCode).toBe(409);
    expect(ended.body.message).toBe(
      'The time held for your payment has ended and was released. Please book again.',
    );
    expect((await held(`token=${await linkToken(email)}`)).statusCode).toBe(409);
    expect((await pay(key, '4242424242424242')).statusCode).toBe(409);
    expect((await release('held-no-such-key')).statusCode).toBe(404);

    const paid = await book('16:30', 'held.paid@example.com');
    await pay(paid.key, '4242424242424242');
    expect((await release(paid.key)).statusCode).toBe(409);
    expect(await status(paid.booking._id)).not.toBe('canceled');
  });

  it('a declined card keeps the hold: the reload still finds it until its time, then it is released', async () => {
    const { book, byKey, pay, status } = helpers(t, owner);
    const { booking, key } = await book('17:00', 'held.declined@example.com');
    expect((await pay(key, '4000000000000002')).statusCode).toBe(402);
    expect(await status(booking._id)).toBe('waiting');
    expect((await byKey(key)).statusCode).toBe(200);
    t.container.clock.now = () => new Date(NOW.getTime() + 11 * 60_000);
    try {
      expect((await byKey(key)).statusCode).toBe(409);
    } finally {
      t.container.clock.now = () => NOW;
    }
    expect(await status(booking._id)).toBe('canceled');
  });

  it('a card on file: the e-mail asks to save a card, and the link reopens its card setup', async () => {
    expect((await saveMensCutPolicy(owner, { paymentPolicy: 'card' })).statusCode).toBe(200);
    const { book, holdMail, linkToken, held, release } = helpers(t, owner);
    const email = 'held.card@example.com';
    const { key } = await book('17:30', email);
    const [mail] = await holdMail(email);
    expect(mail!.subject).toBe('Save your card to keep your time at Demo Salon');
    const opened = await held(`token=${await linkToken(email)}`);
    expect(opened.body.data.booking.cardSetup).toMatchObject({ status: 'pending' });
    expect((await release(key)).body.data).toEqual({ released: true });
  });
});
