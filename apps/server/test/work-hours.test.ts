import { expandTimes } from '@salon/api/booking/available-times';
import type { AvailableTimes } from '@salon/api/booking/schemas';
import type { BusinessHours } from '@salon/api/availability/schemas';
import type { OpeningDay, WebsiteInfo, WorkHour } from '@salon/api/website-settings/schemas';
import { describe, expect, it } from 'vitest';
import { DEMO_SALON_ID } from '../src/seed/demo-data';
import { call, loginAs } from './helper';
import { multipart } from './multipart';
import { useSession, useTestApp } from './use-test-app';

/**
 * `workHour` of add-website-setting (the Work Hours modal) saves the week as the business hours of the
 * salon's enabled stylists (or the chosen ones), through the business-hours rule of the Stylists page;
 * the site then posts them and the booking page offers times inside them.
 */
const NOW = new Date('2026-12-01T11:00:00.000Z');
const API = '/api/v1';
const stylistId = (n: number) => `0e5e0000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const STELLA = stylistId(5);
const JAMES = stylistId(16);
const PRIYA = stylistId(17);
const ANNA = stylistId(18); // Second Salon

const t = useTestApp({}, { now: () => NOW });
const owner = useSession(t, 'owner@example.com');

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const workWeek = (open: Partial<Record<WorkHour['day'], [string, string]>>): WorkHour[] =>
  DAYS.map((day) => ({
    day,
    isAvailable: Boolean(open[day]),
    slot: { startTime: open[day]?.[0] ?? '', endTime: open[day]?.[1] ?? '' },
  }));

const save = async (fields: Record<string, string>, email = 'owner@example.com') => {
  const token = (await loginAs(t.app, email)).token;
  const body = multipart(fields);
  return call<WebsiteInfo>(t.app, {
    method: 'POST',
    url: `${API}/website/add-website-setting?type=website`,
    headers: { ...body.headers, token },
    payload: body.payload,
  });
};

const publicInfo = async (name: string) =>
  (
    await call<WebsiteInfo>(t.app, {
      method: 'GET',
      url: `${API}/website/get-website-setting-by-name?name=${name}`,
    })
  ).body.data;
const rangesOf = (hours: OpeningDay[], day: OpeningDay['day']) =>
  hours.find((entry) => entry.day === day)!.ranges.map((range) => [range.startTime, range.endTime]);
const hoursOf = async (id: string) => {
  const answer = await owner({
    method: 'GET',
    url: `${API}/appointment-availability/get-buiness-hours?stylistId=${id}`,
  });
  return (answer.body.data as BusinessHours).slots;
};

describe('workHour of add-website-setting', () => {
  it("sets the chosen stylists' business hours and leaves the others'", async () => {
    const priyaBefore = await hoursOf(PRIYA);
    const answer = await save({
      workHour: JSON.stringify(workWeek({ Sun: ['11:00', '15:00'], Mon: ['09:00', '17:00'] })),
      workHourStylists: JSON.stringify([STELLA, JAMES]),
    });
    expect(answer.statusCode, answer.body.message).toBe(200);
    for (const id of [STELLA, JAMES]) {
      const days = await hoursOf(id);
      expect(days[0]).toEqual({ day: 'Sun', slots: [{ startTime: '11:00', endTime: '15:00' }] });
      expect(days[3]).toEqual({ day: 'Wed', slots: [] });
    }
    expect(await hoursOf(PRIYA)).toEqual(priyaBefore);
    // The answer and the site post them at once: Sunday is now open (only Stella and James work it).
    expect(rangesOf(answer.body.data.openingHours, 'Sun')).toEqual([['11:00', '15:00']]);
    const site = await publicInfo('demo-salon');
    expect(site.workHour[0]).toEqual({
      day: 'Sun',
      isAvailable: true,
      slot: { startTime: '11:00', endTime: '15:00' },
    });
  });

  it("sets every enabled stylist's hours; the site and the booking page's times follow", async () => {
    const secondBefore = await publicInfo('second-salon');
    const answer = await save({ workHour: JSON.stringify(workWeek({ Wed: ['10:00', '16:00'] })) });
    expect(answer.statusCode, answer.body.message).toBe(200);
    const site = await publicInfo('demo-salon');
    expect(rangesOf(site.openingHours, 'Wed')).toEqual([['10:00', '16:00']]);
    expect(site.workHour.map((day) => day.isAvailable)).toEqual([
      false,
      false,
      false,
      true,
      false,
      false,
      false,
    ]);
    expect(site.workHour[1]).toEqual({
      day: 'Mon',
      isAvailable: false,
      slot: { startTime: '', endTime: '' },
    });
    // Wednesday 2 December 2026: every offered time lies inside 10:00 – 16:00.
    const times = await call<AvailableTimes>(t.app, {
      method: 'POST',
      url: `${API}/public/appointment/get-available-times-by-date`,
      payload: { requestDate: '2026-12-02', salon: DEMO_SALON_ID },
    });
    expect(times.statusCode, times.body.message).toBe(200);
    const slots = expandTimes(times.body.data).stylists.flatMap((stylist) => stylist.slots);
    const offered = slots
      .filter((slot) => slot.choosable)
      .map((slot) => slot.timeAsAString)
      .sort();
    expect(offered[0]).toBe('10:00');
    expect(offered.at(-1)).toBe('15:30');
    // A booked appointment outside the new hours is kept (shown taken, not offered).
    const taken = slots.filter((slot) => !slot.choosable).map((slot) => slot.timeAsAString);
    expect(taken).toContain('09:00');
    // Another salon's stylists are never touched.
    expect((await publicInfo('second-salon')).openingHours).toEqual(secondBefore.openingHours);
  });

  it('answers 404 for a stylist of another salon, and changes nobody', async () => {
    const before = await hoursOf(STELLA);
    const answer = await save({
      workHour: JSON.stringify(workWeek({ Fri: ['09:00', '12:00'] })),
      workHourStylists: JSON.stringify([STELLA, ANNA]),
    });
    expect(answer.statusCode).toBe(404);
    expect(await hoursOf(STELLA)).toEqual(before);
  });

  it('answers 400 with a message for bad JSON or bad entries', async () => {
    const bad = [
      '{not json',
      JSON.stringify(workWeek({}).slice(0, 6)),
      JSON.stringify(workWeek({ Wed: ['16:00', '10:00'] })),
      JSON.stringify(workWeek({ Wed: ['10:15', '16:00'] })),
      JSON.stringify(workWeek({ Wed: ['', '16:00'] })),
    ];
    for (const workHour of bad) {
      const answer = await save({ workHour });
      expect(answer.statusCode, workHour).toBe(400);
      expect(answer.body.message).toMatch(/workHour/);
    }
    const answer = await save({ workHour: JSON.stringify(workWeek({ Wed: ['16:00', '10:00'] })) });
    expect(answer.body.message).toContain('Wed: the end time must be after the start time');
  });

  it("is the salon's owner's, manager's and superadmin's; a stylist is refused", async () => {
    const week = JSON.stringify(workWeek({ Wed: ['10:00', '16:00'] }));
    expect((await save({ workHour: week }, 'stylist@example.com')).statusCode).toBe(403);
    for (const email of ['manager@example.com', 'superadmin@example.com']) {
      expect((await save({ workHour: week }, email)).statusCode, email).toBe(200);
    }
  });
});
