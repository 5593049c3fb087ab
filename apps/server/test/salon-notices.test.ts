import { describe, expect, it } from 'vitest';
import type { BookingConfirmation } from '@salon/api/booking/schemas';
import type { PaymentResult, PlacedOrder } from '@salon/api/orders/schemas';
import { salonRescheduleMail } from '../src/modules/appointments/salon-notices';
import { DEMO_SALON_ID, DEMO_USER_IDS } from '../src/seed/demo-data';
import { productId } from '../src/seed/products';
import { call } from './helper';
import { createSlot, websiteBooking } from './booking-steps';
import { orderBody } from './matrix/shop-orders';
import { useSession, useTestApp } from './use-test-app';

/*
 * What the salon hears (issue 21): one e-mail to the salon's e-mail per online booking, client
 * cancellation and paid order, with the client's contact details and a link to the dashboard (the day on
 * the stylist's calendar), queued in the change's transaction; a push to the stylist's app. The
 * customer's order e-mails answer to the salon (Reply-To). Clock: Tuesday 1 December 2026, 06:00 in New York.
 */
const NOW = new Date('2026-12-01T11:00:00.000Z');
const API = '/api/v1';
const SALON_EMAIL = 'hello@demo-salon.example.com';
const STELLA_DAY = (date: string) =>
  `http://localhost:3000/stylist-sessions/${DEMO_USER_IDS.stylist}/Stella%20Romano?date=${date}`;

const t = useTestApp({}, { now: () => NOW });
const owner = useSession(t, 'owner@example.com');
const stylist = useSession(t, 'stylist@example.com');
const client = useSession(t, 'client@example.com');

const toSalon = async (subject: string) =>
  (await t.mails()).filter((mail) => mail.to === SALON_EMAIL && mail.subject.startsWith(subject));

describe('the salon is told', () => {
  let booking: BookingConfirmation;

  it('of an online booking: one e-mail with the client, the visit and the day on the calendar; a push to the stylist', async () => {
    const device = await stylist({
      method: 'POST',
      url: `${API}/device/register-device`,
      payload: { token: 'stylist-notice-device', platform: 'ios' },
    });
    expect(device.statusCode, device.body.message).toBe(200);
    const date = '2026-12-03';
    const answer = await call<BookingConfirmation>(t.app, {
      method: 'POST',
      url: `${API}/public/appointment/add-appointment-from-website`,
      payload: websiteBooking(await createSlot(owner, date, '18:00'), date, {
        name: 'Grace Guest',
        email: 'grace.guest@example.com',
        mobile: '2125550199',
      }),
    });
    expect(answer.statusCode, answer.body.message).toBe(200);
    booking = answer.body.data;

    const mails = await toSalon(`New online booking ${booking.appointmentId}`);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(
      `New online booking ${booking.appointmentId}: Thursday, December 3, 2026 at 6:00 PM`,
    );
    expect(mail!.replyTo).toBe('grace.guest@example.com');
    for (const part of [mail!.text, mail!.html!]) {
      expect(part).toContain('Grace Guest');
      expect(part).toContain('grace.guest@example.com');
      expect(part).toContain('2125550199');
      expect(part).toContain('6:00 PM – 6:30 PM');
      expect(part).toContain(STELLA_DAY(date));
    }
    const pushes = (await t.pushes()).filter((push) => push.userId === DEMO_USER_IDS.stylist);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({
      title: 'New booking: Grace Guest',
      data: { type: 'booking-booked', appointmentId: booking._id },
    });
  });

  it('of a cancellation with the link: one e-mail with the day on the calendar, a push to the stylist', async () => {
    const confirmation = (await t.mails()).find((mail) => mail.to === 'grace.guest@example.com')!;
    const token = /cancel-appointment\?token=([\w.-]+)/.exec(confirmation.text)![1]!;
    const cancelled = await call(t.app, {
      method: 'POST',
      url: `${API}/public/appointment/cancel-by-token`,
      payload: { token },
    });
    expect(cancelled.statusCode, cancelled.body.message).toBe(200);
    const mails = await toSalon(`Booking ${booking.appointmentId} cancelled by the client`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('grace.guest@example.com');
    expect(mails[0]!.text).toContain(STELLA_DAY('2026-12-03'));
    const pushes = (await t.pushes()).filter((push) => push.data?.type === 'booking-cancelled');
    expect(pushes).toMatchObject([{ userId: DEMO_USER_IDS.stylist, data: { appointmentId: booking._id } }]);
  });

  it('of a reschedule (the builder the reschedule calls): the old and new time, the client, the new day', () => {
    const mail = salonRescheduleMail(
      {
        salon: {
          id: DEMO_SALON_ID,
          name: 'Demo Salon',
          email: SALON_EMAIL,
          phone: '2125550100',
          address: '120 Madison Avenue',
        },
        zone: 'America/New_York',
        appointmentId: booking._id,
        code: booking.appointmentId,
        status: 'waiting',
        startsAt: new Date('2026-12-04T23:00:00.000Z'),
        endsAt: new Date('2026-12-04T23:30:00.000Z'),
        mainService: 'Hair',
        subService: 'Cut',
        stylistName: 'Stella Stylist',
        client: { name: 'Grace Guest', email: 'grace.guest@example.com', phone: '2125550199' },
        organizerEmail: 'no-reply@localhost',
      },
      { startsAt: new Date('2026-12-03T23:00:00.000Z'), endsAt: new Date('2026-12-03T23:30:00.000Z') },
      STELLA_DAY('2026-12-04'),
    );
    expect(mail).toMatchObject({ to: SALON_EMAIL, replyTo: 'grace.guest@example.com' });
    expect(mail.subject).toBe(
      `Booking ${booking.appointmentId} rescheduled by the client: now Friday, December 4, 2026 at 6:00 PM`,
    );
    expect(mail.text).toContain('Thursday, December 3, 2026, 6:00 PM – 6:30 PM');
    expect(mail.text).toContain('2125550199');
    expect(mail.text).toContain(STELLA_DAY('2026-12-04'));
  });

  it('of a paid order: one e-mail with the customer and the total; the customer’s e-mail answers to the salon', async () => {
    const placed = await client<PlacedOrder>({
      method: 'POST',
      url: `${API}/product/add-order`,
      payload: orderBody({ items: [{ productId: productId(1), quantity: 1 }] }),
    });
    expect(placed.statusCode, placed.body.message).toBe(200);
    const order = placed.body.data.orderDetails;
    const paid = await client<PaymentResult>({
      method: 'POST',
      url: `${API}/product/payment`,
      payload: { orderID: order._id, transactionId: '4242 4242 4242 4242' },
    });
    expect(paid.statusCode, paid.body.message).toBe(200);
    // Paying again is answered without a second e-mail.
    await client({
      method: 'POST',
      url: `${API}/product/payment`,
      payload: { orderID: order._id, transactionId: '4242 4242 4242 4242' },
    });
    const mails = await toSalon(`New paid order #${order.orderId}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.replyTo).toBe('client@example.com');
    expect(mails[0]!.text).toContain('client@example.com');
    expect(mails[0]!.text).toContain('Total paid: $18.00');
    expect(mails[0]!.text).toContain('http://localhost:3000/order-history');
    const customer = (await t.mails()).find(
      (mail) => mail.subject === `Your order #${order.orderId} at Demo Salon`,
    );
    expect(customer?.replyTo).toBe(SALON_EMAIL);
  });
});
