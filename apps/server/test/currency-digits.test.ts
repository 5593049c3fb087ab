import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Slot } from '@salon/api/availability/schemas';
import type { AvailableDay, BookingConfirmation, DepositResult } from '@salon/api/booking/schemas';
import type { PaymentResult, PlacedOrder } from '@salon/api/orders/schemas';
import type { Paged } from '@salon/api/shared/schemas';
import type { ServiceGroup } from '@salon/api/services/schemas';
import { appointmentPayments, products, services } from '../src/db/schema';
import { DEMO_SALON_ID, DEMO_USER_IDS } from '../src/seed/demo-data';
import { productId } from '../src/seed/products';
import { serviceCategoryId, subServiceId } from '../src/seed/services-videos';
import { createSlot, websiteBooking } from './booking-steps';
import { call, loginAs } from './helper';
import { orderBody } from './matrix/shop-orders';
import { startSalonIn } from './salon-steps';
import { useSession, useTestApp, type Session } from './use-test-app';

/*
 * Each salon's currency digits (issue 22, item 6): the services' contract carries major units, stored as
 * minor units of the salon's currency: ¥5000 is stored 5000 (JPY has no minor unit), 12.345 KWD is stored
 * 12345 (three digits). Deposits, fees, the booking and order e-mails and the exports follow.
 */
const NOW = new Date('2026-12-01T11:00:00.000Z');
const API = '/api/v1';
const DAY = '2026-12-03';
const MENS_CUT = subServiceId(3);
const t = useTestApp({}, { now: () => NOW });
const owner = useSession(t, 'owner@example.com');
const client = useSession(t, 'client@example.com');

/** The demo salon as if it had chosen `currency` before its prices (the owner's call locks a priced salon's). */
const saveMoney = (currency: string, locale: string) => startSalonIn(t, DEMO_SALON_ID, currency, locale);

function saveCut(as: Session, charges: number, deposit: { kind: 'percent' | 'fixed'; value: number } | null) {
  return as({
    method: 'POST',
    url: `${API}/service/add-service`,
    payload: {
      id: MENS_CUT,
      isMainService: false,
      title: "Men's Cut",
      service: serviceCategoryId(1),
      description: 'Clipper and scissor cut.',
      charges,
      requiredTime: 30,
      leadTime: 0,
      breakTime: 0,
      paymentPolicy: deposit ? 'deposit' : 'none',
      deposit,
    },
  });
}

async function storedCut() {
  const [row] = await t.container.db
    .select()
    .from(services)
    .where(and(eq(services.salonId, DEMO_SALON_ID), eq(services.id, MENS_CUT)));
  return row!;
}

async function listedCut() {
  const answer = await owner<Paged<ServiceGroup>>({
    method: 'GET',
    url: `${API}/service/get-service-groupby-category?pageNumber=1&pageSize=100`,
  });
  return answer.body.data.result.flatMap((group) => group.subService).find((sub) => sub._id === MENS_CUT);
}

const plain = (text: string | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('a salon in yen', () => {
  it('stores a ¥5000 service as 5000, refuses a fraction of a yen, and reads it back in yen', async () => {
    await saveMoney('JPY', 'en-US');
    const saved = await saveCut(owner, 5000, { kind: 'fixed', value: 1000 });
    expect(saved.statusCode, saved.body.message).toBe(200);
    expect(await storedCut()).toMatchObject({ chargesCents: 5000, depositKind: 'fixed', depositValue: 1000 });
    expect(await listedCut()).toMatchObject({ charges: 5000, deposit: { kind: 'fixed', value: 1000 } });

    const fraction = await saveCut(owner, 5000.5, null);
    expect(fraction).toMatchObject({ statusCode: 400, body: { message: 'charges: must be a whole amount' } });
    const deposit = await saveCut(owner, 5000, { kind: 'fixed', value: 999.5 });
    expect(deposit).toMatchObject({
      statusCode: 400,
      body: { message: 'The deposit must be a whole amount above 0' },
    });
  });

  it('takes a ¥1,000 deposit for a booking, e-mails it in yen, and exports the ¥5000 price', async () => {
    const day = await call<AvailableDay>(t.app, {
      method: 'POST',
      url: `${API}/public/appointment/get-available-appointment-by-date`,
      payload: { requestDate: DAY, salon: DEMO_SALON_ID, stylistId: DEMO_USER_IDS.stylist },
    });
    const open = day.body.data.stylists[0]?.slots.find((one) => one.timeAsAString === '16:00');
    const slot = open ? (open as unknown as Slot) : await createSlot(owner, DAY, '16:00');
    const key = `yen-${Math.random().toString(36).slice(2)}`;
    const booked = await call<BookingConfirmation>(t.app, {
      method: 'POST',
      url: `${API}/public/appointment/add-appointment-from-website`,
      payload: websiteBooking(slot, DAY, { idempotencyKey: key }),
    });
    expect(booked.statusCode, booked.body.message).toBe(200);
    expect(booked.body.data.subService).toMatchObject({ charges: 5000 });
    expect(booked.body.data.deposit).toMatchObject({ amount: 1000, currency: 'jpy' });
    const rows = await t.container.db
      .select()
      .from(appointmentPayments)
      .where(eq(appointmentPayments.appointmentId, booked.body.data._id));
    expect(rows).toEqual([expect.objectContaining({ kind: 'deposit', amountCents: 1000, currency: 'jpy' })]);

    const paid = await call<DepositResult>(t.app, {
      method: 'POST',
      url: `${API}/public/appointment/pay-deposit`,
      payload: { salon: DEMO_SALON_ID, idempotencyKey: key, paymentMethod: '4242 4242 4242 4242' },
    });
    expect(paid.statusCode, paid.body.message).toBe(200);
    const mail = (await t.mails()).find(
      (one) => one.to === 'noah.brooks@example.com' && one.subject.startsWith('Your appointment'),
    );
    expect(plain(mail?.text)).toContain('¥1,000');

    const { token } = await loginAs(t.app, 'owner@example.com');
    const csv = await t.app.inject({
      method: 'GET',
      url: `${API}/exports/appointments.csv?from=${DAY}&to=${DAY}`,
      headers: { token },
    });
    expect(csv.statusCode).toBe(200);
    const line = csv.body.split('\r\n').find((one) => one.includes('Noah Brooks'));
    expect(line).toContain(',5000,');
  });

  it('sells a ¥5000 product and e-mails the order in yen', async () => {
    await t.container.db
      .update(products)
      .set({ priceCents: 5000, actualPriceCents: 5000, stock: 10 })
      .where(eq(products.id, productId(1)));
    const placed = await client<PlacedOrder>({
      method: 'POST',
      url: `${API}/product/add-order`,
      payload: orderBody({ items: [{ productId: productId(1), quantity: 1 }] }),
    });
    expect(placed.statusCode, placed.body.message).toBe(200);
    const order = placed.body.data.orderDetails;
    expect(order).toMatchObject({ currency: 'JPY', totalAmount: 5000 });
    const paid = await client<PaymentResult>({
      method: 'POST',
      url: `${API}/product/payment`,
      payload: { orderID: order._id, transactionId: '4242 4242 4242 4242' },
    });
    expect(paid.statusCode, paid.body.message).toBe(200);
    const mail = (await t.mails()).find(
      (one) => one.subject === `Your order #${order.orderId} at Demo Salon`,
    );
    expect(plain(mail?.text)).toContain('¥5,000');
  });
});

describe('a salon in Kuwaiti dinars', () => {
  it('stores 12.345 KWD as 12345 and a no-show fee with three digits', async () => {
    await saveMoney('KWD', 'en-US');
    const saved = await saveCut(owner, 12.345, { kind: 'fixed', value: 1.5 });
    expect(saved.statusCode, saved.body.message).toBe(200);
    expect(await storedCut()).toMatchObject({ chargesCents: 12345, depositValue: 1500 });
    expect(await listedCut()).toMatchObject({ charges: 12.345, deposit: { kind: 'fixed', value: 1.5 } });

    const policy = await owner({
      method: 'POST',
      url: `${API}/booking-policy/update`,
      payload: { cutoffMinutes: 60, noShowFee: 2.125 },
    });
    expect(policy.statusCode, policy.body.message).toBe(200);
    expect(policy.body.data).toMatchObject({ noShowFee: 2.125 });
    const tooFine = await saveCut(owner, 12.3456, null);
    expect(tooFine.statusCode).toBe(400);
  });
});
