import { expandTimes } from '@salon/api/booking/available-times';
import type { AvailableTimes } from '@salon/api/booking/schemas';
import type { OpeningDay, WebsiteInfo } from '@salon/api/website-settings/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { openingHoursOf } from '../src/modules/availability';
import { SECOND_SALON_ID } from '../src/seed/demo-data';
import { call } from './helper';
import { useSession, useTestApp } from './use-test-app';

/**
 * The opening hours a salon's site posts are its enabled stylists' business hours (per weekday the union
 * of their ranges), so they agree with the times the booking page offers.
 */
const NOW = new Date('2026-12-01T11:00:00.000Z');
const API = '/api/v1';
const JAMES = '0e5e0000-0000-4000-8000-000000000010';

const t = useTestApp({}, { now: () => NOW });
const owner = useSession(t, 'owner@example.com');

type Range = [string, string];
const week = (byDay: Partial<Record<OpeningDay['day'], Range[]>>) =>
  (['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const).map((day) => ({
    day,
    slots: (byDay[day] ?? []).map(([startTime, endTime]) => ({ startTime, endTime })),
  }));
const rangesOf = (hours: OpeningDay[], day: OpeningDay['day']) =>
  hours.find((entry) => entry.day === day)!.ranges.map((range): Range => [range.startTime, range.endTime]);

const publicHours = async (name: string) =>
  (
    await call<WebsiteInfo>(t.app, {
      method: 'GET',
      url: `${API}/website/get-website-setting-by-name?name=${name}`,
    })
  ).body.data.openingHours;

describe('openingHoursOf', () => {
  it('joins the stylists’ ranges per weekday, merging overlaps and back-to-back ranges', () => {
    const hours = openingHoursOf([
      week({ Mon: [['09:00', '17:00']], Tue: [['09:00', '12:00']] }),
      week({ Mon: [['10:00', '18:00']], Tue: [['12:00', '15:00']] }),
    ]);
    expect(rangesOf(hours, 'Mon')).toEqual([['09:00', '18:00']]);
    expect(rangesOf(hours, 'Tue')).toEqual([['09:00', '15:00']]);
    expect(rangesOf(hours, 'Sun')).toEqual([]);
  });

  it('keeps a split day split where nobody covers the gap', () => {
    const hours = openingHoursOf([
      week({
        Wed: [
          ['09:00', '13:00'],
          ['14:00', '18:00'],
        ],
      }),
      week({ Wed: [['15:00', '20:00']] }),
    ]);
    expect(rangesOf(hours, 'Wed')).toEqual([
      ['09:00', '13:00'],
      ['14:00', '20:00'],
    ]);
  });

  it('ends a range where its last whole slot ends, as the booking page offers it', () => {
    expect(rangesOf(openingHoursOf([week({ Thu: [['09:00', '17:45']] })]), 'Thu')).toEqual([
      ['09:00', '17:30'],
    ]);
  });

  it('says closed every day when no stylist has hours', () => {
    expect(openingHoursOf([]).every((day) => day.ranges.length === 0)).toBe(true);
    expect(openingHoursOf([week({})]).map((day) => day.day)).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
  });
});

describe("the site's posted hours", () => {
  it("are the union of the enabled stylists' business hours, and follow a change at once", async () => {
    // Demo Salon: Priya 08:00–16:00, Stella 09:00–17:00, James 10:00–18:00, Monday to Saturday.
    const before = await publicHours('demo-salon');
    expect(rangesOf(before, 'Mon')).toEqual([['08:00', '18:00']]);
    expect(rangesOf(before, 'Sun')).toEqual([]);

    const saved = await owner({
      method: 'POST',
      url: `${API}/appointment-availability/create-availability-bulk?stylistId=${JAMES}`,
      payload: {
        id: null,
        recurringType: 'month',
        slots: week({ Sun: [['10:00', '14:00']], Mon: [['18:30', '20:00']] }),
      },
    });
    expect(saved.statusCode, saved.body.message).toBe(200);
    const after = await publicHours('demo-salon');
    expect(rangesOf(after, 'Sun')).toEqual([['10:00', '14:00']]);
    // James no longer works Monday daytime; the evening is a second range after the others' 17:00.
    expect(rangesOf(after, 'Mon')).toEqual([
      ['08:00', '17:00'],
      ['18:30', '20:00'],
    ]);

    // A disabled stylist's hours are not posted (the booking page does not offer that stylist).
    await t.container.db.update(users).set({ active: false }).where(eq(users.id, JAMES));
    try {
      expect(rangesOf(await publicHours('demo-salon'), 'Sun')).toEqual([]);
    } finally {
      await t.container.db.update(users).set({ active: true }).where(eq(users.id, JAMES));
    }
  });

  it("are wall-clock times of the salon's zone: a Berlin salon posts the first and last times it offers", async () => {
    // Second Salon (Europe/Berlin): Anna 09:00–17:00, Jonas 11:00–19:00; Monday 7 December 2026.
    const posted = rangesOf(await publicHours('second-salon'), 'Mon');
    expect(posted).toEqual([['09:00', '19:00']]);
    const times = await call<AvailableTimes>(t.app, {
      method: 'POST',
      url: `${API}/public/appointment/get-available-times-by-date`,
      payload: { requestDate: '2026-12-07', salon: SECOND_SALON_ID },
    });
    expect(times.statusCode, times.body.message).toBe(200);
    const offered = expandTimes(times.body.data)
      .stylists.flatMap((stylist) => stylist.slots.map((slot) => slot.timeAsAString))
      .sort();
    expect(offered[0]).toBe('09:00');
    // The last slot starts half an hour before the posted closing time.
    expect(offered.at(-1)).toBe('18:30');
  });
});
