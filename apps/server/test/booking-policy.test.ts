import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Appointment } from '@salon/api/availability/schemas';
import type { AvailableDay, BookingConfirmation, CancelInfo } from '@salon/api/booking/schemas';
import type { BookingPolicy } from '@salon/api/booking-settings/schemas';
import { startMailbox, type Mailbox, type ReceivedMail } from '../../../tests/e2e/mailbox';
import { MailWorker } from '../src/mail/mail-worker';
import { SmtpTransport } from '../src/mail/smtp-transport';
import { DEMO_SALON_ID, DEMO_USER_IDS } from '../src/seed/demo-data';
import { createSlot, websiteBooking } from './booking-steps';
import { call } from './helper';
import { useSession, useTestApp } from './use-test-app';

/*
 * The salon's cancellation policy (issue 21 item 4) and the honest calendar entry (item 7): the owner sets
 * how late a client may cancel online; the booking page, the confirmation e-mail and the cancel page say
 * it; the server refuses a later cancel with the salon's phone. The entry is TENTATIVE while the booking
 * waits, the salon's confirmation updates it (same UID, SEQUENCE + 1, CONFIRMED), a cancel removes it
 * (METHOD:CANCEL, SEQUENCE + 1). Clock pinned to Tuesday 1 December 2026, 06:00 in New York (EST).
 */
const NOW = new Date('2026-12-01T11:00:00.000Z');
const API = '/api/v1';
/** A salon that set no fees and no payment policy text (issue 22). */
const NO_FEES = {
  noShowFee: null,
  lateCancelFee: null,
  paymentPolicyText: null,
  onlineConfirmation: 'instant',
};

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
const manager = useSession(t, 'manager@example.com');

const setPolicy = (cutoffMinutes: number, as = owner) =>
  as<BookingPolicy>({ method: 'POST', url: `${API}/booking-policy/update`, payload: { cutoffMinutes } });

async function bookAndReceive(date: string, time: string, email: string) {
  const slot = await createSlot(owner, date, time);
  const answer = await call<BookingConfirmation>(t.app, {
    method: 'POST',
    url: `${API}/public/appointment/add-appointment-from-website`,
    payload: websiteBooking(slot, date, { email }),
  });
  expect(answer.statusCode, answer.body.message).toBe(200);
  await worker.runOnce();
  const mail = await mailbox.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Your appointment'));
  const token = /cancel-appointment\?token=([\w.-]+)/.exec(mail.text)![1]!;
  return { booking: answer.body.data, mail, token };
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

/** Unfolded content lines of the mail's .ics (RFC 5545 §3.1), read line by line as a calendar app does. */
function icsLines(mail: ReceivedMail): string[] {
  const content = mail.attachments[0]?.content ?? '';
  return content.replace(/\r\n[ \t]/g, '').split('\r\n');
}
const icsValue = (lines: string[], name: string) =>
  lines.find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1);

describe('the cancellation policy', () => {
  it('is 15 minutes until the salon sets it; the owner and a manager set whole hours; other values are refused', async () => {
    const initial = await owner<BookingPolicy>({ method: 'GET', url: `${API}/booking-policy/get` });
    expect(initial.body.data).toEqual({ cutoffMinutes: 15, ...NO_FEES });
    const saved = await setPolicy(24 * 60);
    expect(saved.statusCode, saved.body.message).toBe(200);
    expect(saved.body.message).toBe('Cancellation policy saved');
    expect(saved.body.data).toEqual({ cutoffMinutes: 1440, ...NO_FEES });
    expect((await setPolicy(48 * 60, manager)).statusCode).toBe(200);
    for (const wrong of [90, 0, 169 * 60]) expect((await setPolicy(wrong)).statusCode).toBe(400);
    const read = await manager<BookingPolicy>({ method: 'GET', url: `${API}/booking-policy/get` });
    expect(read.body.data).toEqual({ cutoffMinutes: 2880, ...NO_FEES });
    expect((await setPolicy(24 * 60)).statusCode).toBe(200);
  });

  it('shows on the booking page, in the confirmation and on the cancel page; a later cancel names the phone', async () => {
    const day = await call<AvailableDay>(t.app, {
      method: 'POST',
      url: `${API}/public/appointment/get-available-appointment-by-date`,
      payload: { requestDate: '2026-12-02', salon: DEMO_SALON_ID },
    });
    expect(day.body.data.cutoffMinutes).toBe(1440);

    // Tomorrow 07:00: 25 hours ahead, inside the policy for one more hour.
    const { mail, token, booking } = await bookAndReceive('2026-12-02', '07:00', 'policy.mail@example.com');
    const rule = 'You can cancel or reschedule online up to 24 hours before your appointment.';
    expect(mail.text).toContain(rule);
    expect(mail.html).toContain(rule);
    expect((await cancelInfo(token)).body.data).toMatchObject({
      cancellable: true,
      cutoffMinutes: 1440,
      salonPhone: '2125550100',
    });

    t.container.clock.now = () => new Date('2026-12-01T12:30:00.000Z'); // 07:30: 23.5 hours before
    try {
      expect((await cancelInfo(token)).body.data.cancellable).toBe(false);
      const refused = await cancel(token);
      expect(refused.statusCode).toBe(400);
      expect(refused.body.message).toBe(
        'This appointment can no longer be cancelled online. Please call the salon on 212-555-0100.',
      );
    } finally {
      t.container.clock.now = () => NOW;
    }
    const row = await t.container.services.appointmentRecords.findById(DEMO_SALON_ID, booking._id);
    expect(row?.status).toBe('confirmed');
    // The salon itself may still cancel on the calendar.
    expect((await setPolicy(15)).statusCode).toBe(200);
  });
});

describe('the calendar entry', () => {
  it('of a salon that confirms at once (the default) is confirmed as the booking is made', async () => {
    const { booking, mail } = await bookAndReceive('2026-12-04', '19:00', 'instant.mail@example.com');
    expect(booking.status).toBe('confirmed');
    expect(icsValue(icsLines(mail), 'STATUS')).toBe('CONFIRMED');
    expect(mail.text).toContain('Status:   Confirmed');
    expect(mail.text).not.toContain("Waiting for the salon's confirmation");
  });

  it('is tentative while waiting, confirmed by the salon’s update, removed by its cancel: same UID, rising SEQUENCE', async () => {
    const approval = await owner<BookingPolicy>({
      method: 'POST',
      url: `${API}/booking-policy/update`,
      payload: { cutoffMinutes: 1440, onlineConfirmation: 'approval' },
    });
    expect(approval.body.data.onlineConfirmation).toBe('approval');
    const { booking, mail } = await bookAndReceive('2026-12-04', '20:00', 'entry.mail@example.com');
    expect(booking.status).toBe('waiting');
    expect(mail.text).toContain("Waiting for the salon's confirmation");
    const uid = `${booking._id}@salon-platform`;
    const first = icsLines(mail);
    expect(icsValue(first, 'METHOD')).toBe('REQUEST');
    expect(icsValue(first, 'STATUS')).toBe('TENTATIVE');
    expect(icsValue(first, 'SEQUENCE')).toBe('0');
    expect(icsValue(first, 'UID')).toBe(uid);

    const confirm = await owner<Appointment>({
      method: 'PATCH',
      url: `${API}/appointment/change-status-of-appointment?id=${booking._id}`,
      payload: { status: 'confirmed' },
    });
    expect(confirm.statusCode, confirm.body.message).toBe(200);
    await worker.runOnce();
    const update = await mailbox.waitFor(
      (m) => m.to.includes('entry.mail@example.com') && m.subject.startsWith('Confirmed'),
    );
    expect(update.subject).toBe(
      'Confirmed: your appointment at Demo Salon on Friday, December 4, 2026 at 8:00 PM',
    );
    expect(update.text).toMatch(/cancel-appointment\?token=/);
    const second = icsLines(update);
    expect(icsValue(second, 'METHOD')).toBe('REQUEST');
    expect(icsValue(second, 'STATUS')).toBe('CONFIRMED');
    expect(icsValue(second, 'SEQUENCE')).toBe('1');
    expect(icsValue(second, 'UID')).toBe(uid);

    const cancelled = await owner<Appointment>({
      method: 'PATCH',
      url: `${API}/appointment/change-status-of-appointment?id=${booking._id}`,
      payload: { status: 'canceled' },
    });
    expect(cancelled.statusCode, cancelled.body.message).toBe(200);
    await worker.runOnce();
    const removal = await mailbox.waitFor(
      (m) => m.to.includes('entry.mail@example.com') && m.subject.startsWith('Cancelled'),
    );
    const third = icsLines(removal);
    expect(icsValue(third, 'METHOD')).toBe('CANCEL');
    expect(icsValue(third, 'STATUS')).toBe('CANCELLED');
    expect(icsValue(third, 'SEQUENCE')).toBe('2');
    expect(icsValue(third, 'UID')).toBe(uid);
    const row = await t.container.services.appointmentRecords.findById(DEMO_SALON_ID, booking._id);
    expect(row?.calendarSequence).toBe(2);
    const instant = await owner<BookingPolicy>({
      method: 'POST',
      url: `${API}/booking-policy/update`,
      payload: { cutoffMinutes: 1440, onlineConfirmation: 'instant' },
    });
    expect(instant.body.data.onlineConfirmation).toBe('instant');
  });

  it('an appointment the salon entered itself sends the client nothing on a status change', async () => {
    const { mainService, subService } = websiteBooking(await createSlot(owner, '2026-12-04', '21:00'), '');
    const added = await owner<Appointment>({
      method: 'POST',
      url: `${API}/appointment/add-appointment-dashboard`,
      payload: {
        stylistId: DEMO_USER_IDS.stylist,
        date: '2026-12-04',
        startTime: '21:00',
        service: mainService,
        subService,
        requiredTime: 30,
        name: 'Walk In',
        email: 'walk.in@example.com',
        phone: '2125550178',
        gender: 'male',
        status: 'waiting',
      },
    });
    expect(added.statusCode, added.body.message).toBe(200);
    const confirmed = await owner({
      method: 'PATCH',
      url: `${API}/appointment/change-status-of-appointment?id=${added.body.data._id}`,
      payload: { status: 'confirmed' },
    });
    expect(confirmed.statusCode, confirmed.body.message).toBe(200);
    expect((await t.mails()).filter((mail) => mail.to === 'walk.in@example.com')).toHaveLength(0);
  });
});
