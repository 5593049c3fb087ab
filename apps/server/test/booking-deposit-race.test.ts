import type { AddressInfo } from 'node:net';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Slot } from '@salon/api/availability/schemas';
import { appointmentPayments, appointments } from '../src/db/schema';
import { OfflinePaymentProvider } from '../src/modules/payments';
import { DEMO_SALON_ID, DEMO_USER_IDS } from '../src/seed/demo-data';
import { serviceCategoryId, subServiceId } from '../src/seed/services-videos';
import { websiteBooking } from './booking-steps';
import { buildTestApp, loginAs, type TestApp } from './helper';

/*
 * One submit, one charge (issue 22): 50 visitors booking one time that takes a deposit, at once over real
 * HTTP, on PGlite and on PostgreSQL (DATABASE_URL), end with one hold and one deposit row; the winner's 20
 * simultaneous tries of its payment (one key) make one charge at the provider.
 */
class CountingProvider extends OfflinePaymentProvider {
  /** The intents that took money: a PaymentIntent succeeds once, however often it is confirmed. */
  readonly charged = new Set<string>();
  override async pay(intentId: string, card: string) {
    const outcome = await super.pay(intentId, card);
    if (outcome.status === 'succeeded') this.charged.add(intentId);
    return outcome;
  }
}

let t: TestApp;
let base: string;
let token: string;
const provider = new CountingProvider();
const STELLA = DEMO_USER_IDS.stylist;
const CLIENTS = 50;
const date = new Date(Date.now() + 65 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await buildTestApp({}, { payments: provider });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1`;
  token = (await loginAs(t.app, 'owner@example.com')).token;
});
afterAll(() => t.close());

async function send(path: string, body: unknown, withToken = false) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(withToken ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { message: string; data: unknown };
  return { status: response.status, message: json.message, data: json.data };
}

describe('50 deposit bookings of one time at once', () => {
  it('end with one hold, one deposit row and one charge', async () => {
    const deposit = await send(
      '/service/add-service',
      {
        id: subServiceId(3),
        isMainService: false,
        title: "Men's Cut",
        service: serviceCategoryId(1),
        description: 'Clipper and scissor cut with a hot-towel finish.',
        charges: 35,
        requiredTime: 30,
        paymentPolicy: 'deposit',
        deposit: { kind: 'fixed', value: 10 },
      },
      true,
    );
    expect(deposit.status, deposit.message).toBe(200);
    const created = await send(
      `/appointment-availability/create-availability-daily?stylistId=${STELLA}`,
      { date, time: '05:00' },
      true,
    );
    expect(created.status, created.message).toBe(200);
    const slot = created.data as Slot;
    const answers = await Promise.all(
      Array.from({ length: CLIENTS }, (_, n) =>
        send(
          '/public/appointment/add-appointment-from-website',
          websiteBooking(slot, date, {
            name: `Racer ${n}`,
            email: `deposit.racer.${n}@example.com`,
            idempotencyKey: `race-key-${n}-${Date.now()}`,
          }),
        ),
      ),
    );
    const winners = answers.filter((answer) => answer.status === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(CLIENTS - 1);
    const live = await t.container.db
      .select({ id: appointments.id, due: appointments.paymentDueUntil })
      .from(appointments)
      .where(
        and(
          eq(appointments.salonId, DEMO_SALON_ID),
          eq(appointments.startsAt, new Date(slot.timeAsADate)),
          ne(appointments.status, 'canceled'),
        ),
      );
    expect(live).toHaveLength(1);
    expect(live[0]!.due).not.toBeNull();
    const rows = () =>
      t.container.db
        .select()
        .from(appointmentPayments)
        .where(eq(appointmentPayments.appointmentId, live[0]!.id));
    expect(await rows()).toHaveLength(1);

    // The winner's payment sent 20 times at once (below the route's 30 a minute per address): one charge.
    const key = (await rows())[0]!.idempotencyKey;
    const pays = await Promise.all(
      Array.from({ length: 20 }, () =>
        send('/public/appointment/pay-deposit', {
          salon: DEMO_SALON_ID,
          idempotencyKey: key,
          paymentMethod: '4242424242424242',
        }),
      ),
    );
    expect(pays.every((answer) => answer.status === 200)).toBe(true);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'succeeded', amountCents: 1000 });
    expect(provider.charged.size).toBe(1);
    const confirmations = (await t.mails()).filter((mail) => mail.subject.startsWith('Your appointment'));
    expect(confirmations).toHaveLength(1);
  });
});
