import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Slot } from '@salon/api/availability/schemas';
import { CANCEL_MESSAGES, type BookingConfirmation, type CancelInfo } from '@salon/api/booking/schemas';
import { tooLateMessage } from '@salon/api/booking-settings/schemas';
import { startMailbox, type Mailbox, type ReceivedMail } from '../../../tests/e2e/mailbox';
import { MailWorker } from '../src/mail/mail-worker';
import { SmtpTransport } from '../src/mail/smtp-transport';
import { DEMO_SALON_ID } from '../src/seed/demo-data';
import { call } from './helper';
import { useSession, useTestApp } from './use-test-app';
import { createSlot, websiteBooking } from './booking-steps';

/*
 * The booking e-mails end to end: a website booking queues its confirmation in the booking's transaction,
 * the worker delivers it over SMTP to an in-process server, and its cancel link cancels the booking once,
 * up to the salon's cutoff (the default, 15 minutes) before the start. Clock pinned to Tuesday 1 December 2026, 06:00 in New York (EST).
 */
const NOW = new Date('2026-12-01T11:00:00.000Z');
const API = '/api/v1';

const t = useTestApp({}, { now: () => NOW });
let mailbox: Mailbox;
let transport: SmtpTransport;
let worker: MailWorker;

beforeAll(async () => {
  mailbox = await startMailbox();
  transport = new SmtpTransport(mailbox.url, 'Salon platform <no-reply@salons.test>');
  worker = new MailWorker({ outbox: t.mailer.outbox, transport });
});
afterAll(async () => {
  await transport.close();
  await mailbox.close();
});
const owner = useSession(t, 'owner@example.com');

function book(slot: Slot, date: string, email: string) {
  return call<BookingConfirmation>(t.app, {
    method: 'POST',
    url: `${API}/public/appointment/add-appointment-from-website`,
    payload: websiteBooking(slot, date, { email }),
  });
}

const cancelInfo = (token: string) =>
  call<CancelInfo>(t.app, {
    method: 'GET',
    url: `${API}/public/appointment/cancel-info?token=${encodeURIComponent(token)}`,
  });
const cancel = (token: string) =>
  call<CancelInfo>(t.app, {
    method: 'POST',
    url: `${API}/public/appointment/cancel-by-token`,
    payload: { token },
  });

/** Books `time` on `date` for `email`, delivers the outbox and returns the confirmation and its token. */
async function bookAndReceive(date: string, time: string, email: string) {
  const answer = await book(await createSlot(owner, date, time), date, email);
  expect(answer.statusCode, answer.body.message).toBe(200);
  await worker.runOnce();
  const mail = await mailbox.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Your appointment'));
  const url = /https?:\/\/\S+\/cancel-appointment\?token=([\w.-]+)/.exec(mail.text);
  expect(url, mail.text).not.toBeNull();
  return { booking: answer.body.data, mail, url: url![0], token: url![1]! };
}

describe('booking e-mails', () => {
  let confirmed: { booking: BookingConfirmation; mail: ReceivedMail; url: string; token: string };

  it('a booking sends its confirmation over SMTP: salon, service, stylist, time in the salon zone, .ics, cancel link', async () => {
    confirmed = await bookAndReceive('2026-12-03', '18:00', 'noah.mail@example.com');
    const { mail, url, booking } = confirmed;
    expect(mail.from).toBe('"Demo Salon" <no-reply@salons.test>');
    expect(mail.replyTo).toBe('hello@demo-salon.example.com');
    expect(mail.subject).toBe(
      `Your appointment at Demo Salon: ${booking.mainService!.title} – ${booking.subService!.title}, Thursday, December 3, 2026 at 6:00 PM`,
    );
    for (const part of [mail.text, mail.html.replace(/&#39;/g, "'")]) {
      expect(part).toContain('Demo Salon');
      expect(part).toContain('Stella');
      expect(part).toContain(booking.subService!.title);
      expect(part).toContain('Thursday, December 3, 2026');
      expect(part).toContain('6:00 PM – 6:30 PM');
      expect(part).toContain('Eastern Standard Time (America/New_York)');
      expect(part).toContain(booking.appointmentId);
    }
    expect(url).toMatch(/^http:\/\/localhost:3000\/salon\/demo-salon\/cancel-appointment\?token=/);
    expect(mail.html).toContain(`href="${url}"`);
    const [ics] = mail.attachments;
    expect(ics).toMatchObject({ filename: 'appointment.ics' });
    expect(ics!.contentType).toMatch(/^text\/calendar/);
    expect(ics!.content).toContain('METHOD:REQUEST');
    expect(ics!.content).toContain('DTSTART;TZID=America/New_York:20261203T180000');
    expect(ics!.content).toContain('DTEND;TZID=America/New_York:20261203T183000');
    expect(ics!.content).toContain(`UID:${booking._id}@salon-platform`);
    expect(ics!.content).toContain('TZID:America/New_York');
    // The salon confirms online bookings at once (its default): the calendar entry is confirmed.
    expect(ics!.content).toContain('STATUS:CONFIRMED');
    expect(ics!.content).toContain('SEQUENCE:0');
    expect(mail.text).toContain(
      'You can cancel or reschedule online up to 15 minutes before your appointment.',
    );
  });

  it('a booking that loses its slot queues no e-mail', async () => {
    const date = '2026-12-03';
    const slot = await createSlot(owner, date, '19:00');
    expect((await book(slot, date, 'winner@example.com')).statusCode).toBe(200);
    const lost = await book(slot, date, 'loser@example.com');
    expect(lost.statusCode).toBe(409);
    const queued = (await t.mails()).map((mail) => mail.to);
    expect(queued).toContain('winner@example.com');
    expect(queued).not.toContain('loser@example.com');
  });

  it('the cancel link shows the booking, cancels it once, and e-mails the client and the salon', async () => {
    const { token, booking } = confirmed;
    const info = await cancelInfo(token);
    expect(info.statusCode, info.body.message).toBe(200);
    expect(info.body.data).toMatchObject({
      _id: booking._id,
      appointmentId: booking.appointmentId,
      salonName: 'Demo Salon',
      salonSlug: 'demo-salon',
      stylistName: booking.stylistData.name,
      subService: booking.subService!.title,
      dateAsAString: '2026-12-03',
      timeAsAString: '18:00',
      timeZone: 'America/New_York',
      status: 'confirmed',
      cancellable: true,
    });

    const first = await cancel(token);
    expect(first.statusCode, first.body.message).toBe(200);
    expect(first.body.message).toBe(CANCEL_MESSAGES.cancelled);
    expect(first.body.data).toMatchObject({ status: 'canceled', cancellable: false });
    const again = await cancel(token);
    expect(again.statusCode).toBe(200);
    expect(again.body.message).toBe(CANCEL_MESSAGES.alreadyCancelled);
    expect((await cancelInfo(token)).body.data).toMatchObject({ status: 'canceled', cancellable: false });

    // As the dashboard's cancel: the appointment row is canceled.
    const row = await t.container.services.appointmentRecords.findById(DEMO_SALON_ID, booking._id);
    expect(row?.status).toBe('canceled');

    await worker.runOnce();
    const toClient = await mailbox.waitFor(
      (m) => m.to.includes('noah.mail@example.com') && m.subject.startsWith('Cancelled'),
    );
    expect(toClient.subject).toBe(
      'Cancelled: your appointment at Demo Salon on Thursday, December 3, 2026 at 6:00 PM',
    );
    expect(toClient.attachments[0]?.content).toContain('METHOD:CANCEL');
    expect(toClient.attachments[0]?.content).toContain('SEQUENCE:1');
    expect(toClient.attachments[0]?.content).toContain(`UID:${booking._id}@salon-platform`);
    const toSalon = await mailbox.waitFor(
      (m) => m.to.includes('hello@demo-salon.example.com') && m.subject.includes(booking.appointmentId),
    );
    expect(toSalon.text).toContain('Noah Brooks');
    expect(toSalon.replyTo).toBe('noah.mail@example.com');
    // One cancellation each, however often the link was used.
    const cancellations = mailbox
      .messages()
      .filter((m) => m.subject.startsWith('Cancelled') && m.to.includes('noah.mail@example.com'));
    expect(cancellations).toHaveLength(1);
  });

  it('within 15 minutes of the start (the default policy) the link no longer cancels: call the salon', async () => {
    const { token } = await bookAndReceive('2026-12-01', '07:00', 'late.mail@example.com');
    t.container.clock.now = () => new Date('2026-12-01T11:50:00.000Z'); // 06:50, ten minutes before
    try {
      expect((await cancelInfo(token)).body.data).toMatchObject({ status: 'confirmed', cancellable: false });
      const refused = await cancel(token);
      expect(refused.statusCode).toBe(400);
      expect(refused.body.message).toBe(tooLateMessage('2125550100'));
      expect(refused.body.message).toBe(
        'This appointment can no longer be cancelled online. Please call the salon on 212-555-0100.',
      );
      t.container.clock.now = () => new Date('2026-12-01T12:10:00.000Z'); // after the start
      expect((await cancel(token)).statusCode).toBe(400);
    } finally {
      t.container.clock.now = () => NOW;
    }
    expect((await cancelInfo(token)).body.data.status).toBe('confirmed');
  });

  it('a tampered or foreign token answers 404, a malformed one 400, and nothing is cancelled', async () => {
    const { token } = confirmed;
    const [payload, signature] = token.split('.') as [string, string];
    const flip = (text: string, at: number) =>
      text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    for (const forged of [`${payload}.${flip(signature, 5)}`, `${flip(payload, 30)}.${signature}`]) {
      const info = await cancelInfo(forged);
      expect(info.statusCode).toBe(404);
      expect(info.body.message).toBe(CANCEL_MESSAGES.invalidLink);
      expect((await cancel(forged)).statusCode).toBe(404);
    }
    for (const malformed of ['nonsense', `${payload}.${signature}x`, `${payload}`]) {
      expect((await cancelInfo(malformed)).statusCode).toBe(400);
      expect((await cancel(malformed)).statusCode).toBe(400);
    }
    expect(
      (await call(t.app, { method: 'GET', url: `${API}/public/appointment/cancel-info` })).statusCode,
    ).toBe(400);
  });
});
