import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingConfirmation, NextAvailableDate } from '@salon/api/booking/schemas';
import { salonSubscriptions } from '../src/db/schema';
import { DEMO_SALON_ID, DEMO_USER_IDS } from '../src/seed/demo-data';
import { call } from './helper';
import { useSession, useTestApp } from './use-test-app';
import { createSlot, websiteBooking } from './booking-steps';

/*
 * 'Next available day' of the public booking page, with the clock pinned to Wednesday 1 March 2028,
 * 07:00 in New York (Demo Salon's zone, EST), the demo data placed a year before, far from this file's
 * slots: only they count.
 */
const NOW = new Date('2028-03-01T12:00:00.000Z');
const SEEDED_AT = new Date('2027-03-01T12:00:00.000Z');
const STELLA = DEMO_USER_IDS.stylist;
const JAMES = '0e5e0000-0000-4000-8000-000000000010';
const API = '/api/v1';

const t = useTestApp({}, { now: () => NOW }, SEEDED_AT);
beforeAll(async () => {
  // The salon is paid up through the pinned clock's year (an ended subscription closes public booking).
  await t.container.db
    .update(salonSubscriptions)
    .set({
      status: 'active',
      active: true,
      cancelAtPeriodEnd: false,
      expiresAt: new Date('2029-01-01T00:00:00Z'),
    })
    .where(eq(salonSubscriptions.salonId, DEMO_SALON_ID));
});
const owner = useSession(t, 'owner@example.com');

function next(body: Record<string, unknown> = {}) {
  return call<NextAvailableDate>(t.app, {
    method: 'POST',
    url: `${API}/public/appointment/get-next-available-date`,
    payload: { salon: DEMO_SALON_ID, ...body },
  });
}

async function nextDate(body: Record<string, unknown> = {}): Promise<string | null> {
  const answer = await next(body);
  expect(answer.statusCode, answer.body.message).toBe(200);
  expect(answer.body.data.timeZone).toBe('America/New_York');
  return answer.body.data.date;
}

describe('next available date', () => {
  it('finds the first day with a free slot, per stylist, from a day, within the horizon', async () => {
    expect(await nextDate()).toBeNull();
    // A slot 30 minutes ahead makes today free; 20 minutes later it is 10 minutes ahead: shown on the
    // day, never offered, so today is not a free day any more.
    await createSlot(owner, '2028-03-01', '07:30');
    expect(await nextDate()).toBe('2028-03-01');
    t.container.clock.now = () => new Date('2028-03-01T12:20:00.000Z');
    try {
      expect(await nextDate()).toBeNull();
    } finally {
      t.container.clock.now = () => NOW;
    }
    t.container.clock.now = () => new Date('2028-03-01T12:20:00.000Z');

    await createSlot(owner, '2028-03-04', '10:00');
    expect(await nextDate()).toBe('2028-03-04');
    expect(await nextDate({ stylistId: STELLA })).toBe('2028-03-04');
    expect(await nextDate({ stylistId: JAMES })).toBeNull();
    expect(await nextDate({ fromDate: '2028-03-04' })).toBe('2028-03-04');
    expect(await nextDate({ fromDate: '2028-03-05' })).toBeNull();
    // A day before today starts at today.
    expect(await nextDate({ fromDate: '2028-02-01' })).toBe('2028-03-04');

    await createSlot(owner, '2028-03-06', '23:30', JAMES); // 04:30 UTC the next day: still the 6th locally
    expect(await nextDate({ stylistId: JAMES })).toBe('2028-03-06');
    expect(await nextDate({ fromDate: '2028-03-05' })).toBe('2028-03-06');

    // 92 days counting today: 31 May is the last day, 1 June is out.
    await createSlot(owner, '2028-06-01', '10:00', JAMES);
    expect(await nextDate({ fromDate: '2028-03-07' })).toBeNull();
    await createSlot(owner, '2028-05-31', '10:00', JAMES);
    expect(await nextDate({ fromDate: '2028-03-07' })).toBe('2028-05-31');
    expect(await nextDate({ fromDate: '2028-07-01' })).toBeNull();
    t.container.clock.now = () => NOW;
  });

  it('skips a slot once it is booked', async () => {
    const slot = await createSlot(owner, '2028-04-10', '09:00');
    expect(await nextDate({ fromDate: '2028-04-10', stylistId: STELLA })).toBe('2028-04-10');
    const booked = await call<BookingConfirmation>(t.app, {
      method: 'POST',
      url: `${API}/public/appointment/add-appointment-from-website`,
      payload: websiteBooking(slot, '2028-04-10'),
    });
    expect(booked.statusCode, booked.body.message).toBe(200);
    expect(await nextDate({ fromDate: '2028-04-10', stylistId: STELLA })).toBeNull();
  });

  it('answers 404 for an unknown salon or stylist and 400 for a bad day', async () => {
    expect((await next({ salon: '0e5e0000-0000-4000-8000-0000000000ff' })).statusCode).toBe(404);
    expect((await next({ stylistId: '0e5e0000-0000-4000-8000-0000000000ff' })).statusCode).toBe(404);
    expect((await next({ fromDate: '2028-02-30' })).statusCode).toBe(400);
  });
});
