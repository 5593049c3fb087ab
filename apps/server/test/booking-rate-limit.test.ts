import { expect, it } from 'vitest';
import type { Slot } from '@salon/api/availability/schemas';
import { BOOKING_TOO_MANY, type AvailableDay } from '@salon/api/booking/schemas';
import { RATE_LIMITS, type LimitRule } from '../src/http/rate-limit';
import { DEMO_SALON_ID, DEMO_USER_IDS } from '../src/seed/demo-data';
import { call } from './helper';
import { useSession, useTestApp } from './use-test-app';
import { createSlot, websiteBooking } from './booking-steps';

/* The public booking's limit per client address, with the production numbers. */
const API = '/api/v1';
const DATE = '2026-12-08';
const STELLA = DEMO_USER_IDS.stylist;
const BOOKING_RATE_LIMIT = RATE_LIMITS.booking as LimitRule;

const t = useTestApp(
  { rateLimits: { booking: BOOKING_RATE_LIMIT } },
  { now: () => new Date('2026-12-01T11:00:00.000Z') },
);
const owner = useSession(t, 'owner@example.com');
const customer = useSession(t, 'client@example.com');

function book(slot: Slot, n: number, remoteAddress: string) {
  return call(t.app, {
    method: 'POST',
    url: `${API}/public/appointment/add-appointment-from-website`,
    remoteAddress,
    payload: websiteBooking(slot, DATE, {
      name: `Guest ${n}`,
      email: `guest${n}@example.com`,
      mobile: `212555${String(9000 + n)}`,
      gender: 'female',
      isNewUser: true,
    }),
  });
}

async function slotStatus(slot: Slot): Promise<string | undefined> {
  const day = await call<AvailableDay>(t.app, {
    method: 'POST',
    url: `${API}/public/appointment/get-available-appointment-by-date`,
    payload: { requestDate: DATE, salon: DEMO_SALON_ID, stylistId: STELLA },
  });
  return day.body.data.stylists[0]?.slots.find((s) => s._id === slot._id)?.slotStatus;
}

it('answers 429 with a message after 10 bookings from one address in 15 minutes; another address, or a signed-in client behind it, books', async () => {
  const slots: Slot[] = [];
  // Evenings are outside the demo stylist's hours: slots of the test's own, 18:00, 18:30, …
  for (let half = 36; slots.length < BOOKING_RATE_LIMIT.max + 2; half++) {
    slots.push(await createSlot(owner, DATE, `${Math.floor(half / 2)}:${half % 2 === 0 ? '00' : '30'}`));
  }
  const script = '203.0.113.50';
  for (let i = 0; i < BOOKING_RATE_LIMIT.max; i++) {
    const answer = await book(slots[i]!, i, script);
    expect(answer.statusCode, answer.body.message).toBe(200);
  }

  const last = slots[BOOKING_RATE_LIMIT.max]!;
  const limited = await book(last, 99, script);
  expect(limited.statusCode).toBe(429);
  expect(limited.body).toMatchObject({ status: false, message: BOOKING_TOO_MANY });
  expect(limited.response.headers['retry-after']).toBeDefined();
  // Nothing was booked: the slot is still free, and no client account was made for the guest.
  expect(await slotStatus(last)).toBe('available');
  expect(await t.repositories.accounts.findByEmail('guest99@example.com')).toBeUndefined();

  const visitor = await book(last, 100, '198.51.100.50');
  expect(visitor.statusCode, visitor.body.message).toBe(200);
  expect(await slotStatus(last)).toBe('confirmed');

  // A signed-in client behind the limited address (a front-desk tablet) is counted by account.
  const signedIn = await customer({
    method: 'POST',
    url: `${API}/public/appointment/add-appointment-from-website`,
    remoteAddress: script,
    payload: websiteBooking(slots[BOOKING_RATE_LIMIT.max + 1]!, DATE, {
      name: 'Chris Walker',
      email: 'client@example.com',
      mobile: '2125550106',
      gender: 'male',
    }),
  });
  expect(signedIn.statusCode, signedIn.body.message).toBe(200);
});
