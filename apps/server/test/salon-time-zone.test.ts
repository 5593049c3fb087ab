import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Calendar } from '@salon/api/availability/schemas';
import type { BookingConfirmation } from '@salon/api/booking/schemas';
import { TIME_ZONE_TEXTS, type SalonTimeZone } from '@salon/api/booking-settings/schemas';
import { appointments, salons } from '../src/db/schema';
import { DEMO_SALON_ID, DEMO_USER_IDS, SECOND_SALON_ID } from '../src/seed/demo-data';
import { websiteBooking } from './booking-steps';
import { call, injectAs } from './helper';
import { useSession, useTestApp } from './use-test-app';

/*
 * A salon moves its clock in Booking Settings: a booked appointment keeps its instant (its time shows in
 * the new zone), and the free slots ahead are made again from the stylist's 09:00–17:00 on the new
 * clock, in the change's transaction. Owners, managers and the superadmin only. Clock pinned to Monday
 * 1 June 2026, 12:00 UTC (08:00 in New York, 13:00 in London).
 */
const NOW = new Date('2026-06-01T12:00:00.000Z');
const API = '/api/v1';
const STELLA = DEMO_USER_IDS.stylist;
const DAY = '2026-06-16';
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const NINE_TO_FIVE = DAYS.map((day) => ({
  day,
  slots: day === 'Sun' ? [] : [{ startTime: '09:00', endTime: '17:00' }],
}));

const t = useTestApp({}, { now: () => NOW });
const owner = useSession(t, 'owner@example.com');
const manager = useSession(t, 'manager@example.com');
const stylist = useSession(t, 'stylist@example.com');

const moveTo = (timeZone: string, as = owner) =>
  as<SalonTimeZone>({ method: 'POST', url: `${API}/booking-settings/time-zone`, payload: { timeZone } });

async function slotsOn(date: string) {
  const answer = await owner<Calendar>({
    method: 'GET',
    url: `${API}/appointment-availability/get-calendar?stylistId=${STELLA}&from=${date}&to=${date}`,
  });
  expect(answer.statusCode, answer.body.message).toBe(200);
  return {
    zone: answer.body.data.timeZone,
    slots: answer.body.data.slots.filter((s) => s.start_date === date),
  };
}

/** The sixteen half hours from 09:00 to 16:30 of `date`, as instants, with `offset` hours from UTC. */
function nineToFive(date: string, offsetMinutes: number): string[] {
  const nine = Date.parse(`${date}T09:00:00Z`) - offsetMinutes * 60_000;
  return Array.from({ length: 16 }, (_, i) => new Date(nine + i * 30 * 60_000).toISOString());
}

describe('the salon’s time zone in Booking Settings', () => {
  it('is read by the editors and refused to a stylist', async () => {
    for (const as of [owner, manager]) {
      const read = await as<SalonTimeZone>({ method: 'GET', url: `${API}/booking-settings/time-zone` });
      expect(read.statusCode).toBe(200);
      expect(read.body.data).toEqual({ timeZone: 'America/New_York', country: 'US' });
    }
    const refused = await moveTo('Europe/London', stylist);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe(TIME_ZONE_TEXTS.editorsOnly);
    const [row] = await t.database.db.select().from(salons).where(eq(salons.id, DEMO_SALON_ID));
    expect(row?.timeZone).toBe('America/New_York');
  });

  it('sets the country of a salon made before sign-up asked it, with its zone', async () => {
    await t.database.db.update(salons).set({ country: null }).where(eq(salons.id, SECOND_SALON_ID));
    const other = await injectAs(t.app, 'owner2@example.com');
    const body = { timeZone: 'America/Chicago', country: 'US' };
    const saved = await other<SalonTimeZone>({
      method: 'POST',
      url: `${API}/booking-settings/time-zone`,
      payload: body,
    });
    expect(saved.statusCode, saved.body.message).toBe(200);
    expect(saved.body.data).toEqual(body);
    const wrong = await other({
      method: 'POST',
      url: `${API}/booking-settings/time-zone`,
      payload: { ...body, country: 'XX' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.message).toMatch(/^country: /);
  });

  it('refuses a zone that is not in the IANA database', async () => {
    for (const timeZone of ['Mars/Olympus_Mons', '+05:30', 'GMT+1 London']) {
      const answer = await moveTo(timeZone);
      expect(answer.statusCode, timeZone).toBe(400);
      expect(answer.body.message).toBe(
        'timeZone: must be a time zone of the IANA database, such as Europe/London',
      );
    }
  });

  it('keeps a booked instant and makes the free slots ahead again at the same local hours', async () => {
    const hours = await owner({
      method: 'POST',
      url: `${API}/appointment-availability/create-availability-bulk?stylistId=${STELLA}`,
      payload: { slots: NINE_TO_FIVE, id: null, recurringType: 'week' },
    });
    expect(hours.statusCode, hours.body.message).toBe(200);
    const before = await slotsOn(DAY);
    expect(before.slots.map((slot) => slot.timeAsADate)).toEqual(nineToFive(DAY, -240));

    // Noah books 16:00 New York time (20:00 UTC).
    const four = before.slots.find((slot) => slot.timeAsAString === '16:00')!;
    const booked = await call<BookingConfirmation>(t.app, {
      method: 'POST',
      url: `${API}/public/appointment/add-appointment-from-website`,
      payload: websiteBooking(four, DAY, { email: 'noah.zone@example.com' }),
    });
    expect(booked.statusCode, booked.body.message).toBe(200);
    const bookedAt = '2026-06-16T20:00:00.000Z';

    const moved = await moveTo('Europe/London');
    expect(moved.statusCode, moved.body.message).toBe(200);
    expect(moved.body.message).toBe(TIME_ZONE_TEXTS.saved('Europe/London'));
    expect(moved.body.data).toEqual({ timeZone: 'Europe/London', country: 'US' });

    const after = await slotsOn(DAY);
    expect(after.zone).toBe('Europe/London');
    const free = after.slots.filter((slot) => slot.appointmentList.length === 0);
    // 09:00–16:30 London (BST, UTC+1), nothing left of New York's free hours.
    expect(free.map((slot) => slot.timeAsADate)).toEqual(nineToFive(DAY, 60));
    expect(free[0]?.timeAsAString).toBe('09:00');
    // The booked slot and its appointment stay at their instant, now shown as 21:00 London time.
    const kept = after.slots.filter((slot) => slot.appointmentList.length > 0);
    expect(kept.map((slot) => [slot.timeAsADate, slot.timeAsAString])).toEqual([[bookedAt, '21:00']]);
    const [appointment] = await t.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.salonId, DEMO_SALON_ID))
      .then((rows) => rows.filter((row) => row.startsAt.toISOString() === bookedAt));
    expect(appointment).toBeDefined();

    // A half-hour offset: 09:00 in Kolkata is 03:30 UTC.
    expect((await moveTo('Asia/Kolkata')).statusCode).toBe(200);
    const kolkata = await slotsOn('2026-06-17');
    const freeThere = kolkata.slots.filter((slot) => slot.appointmentList.length === 0);
    expect(freeThere.map((slot) => slot.timeAsADate)).toEqual(nineToFive('2026-06-17', 330));
    // Noah's 20:00 UTC is 01:30 the next morning in Kolkata.
    const keptThere = kolkata.slots.filter((slot) => slot.appointmentList.length > 0);
    expect(keptThere.map((slot) => [slot.timeAsADate, slot.timeAsAString])).toEqual([[bookedAt, '01:30']]);
  });
});
