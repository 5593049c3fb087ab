import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Calendar } from '@salon/api/availability/schemas';
import { salons } from '../src/db/schema';
import { slotsOfDay } from '../src/modules/availability/slot-generation';
import { addDays, instantToLocal, localClock, localToInstant, offsetMinutes } from '../src/lib/time-zones';
import { DEMO_SALON_ID, DEMO_USER_IDS } from '../src/seed/demo-data';
import { injectAs } from './helper';
import { useTestApp } from './use-test-app';

/*
 * Business hours are wall-clock times in the salon's zone: a salon that opens at 09:00 opens at 09:00 on
 * both sides of every daylight-saving change, and the change day itself has exactly the half hours that
 * exist on the clock. Run under TZ=UTC and TZ=Pacific/Chatham (npm run test:server:tz): the process's own
 * zone must not matter.
 */

interface Transition {
  zone: string;
  /** The change day (a Sunday in 2026 for all of these). */
  date: string;
  kind: 'spring' | 'fall' | 'none';
  /** 09:00 local as UTC, the day before and the day after. */
  nineBefore: string;
  nineAfter: string;
  /** Wall-clock half hours of 00:00–06:00 that do not exist (spring) or happen twice (fall). */
  special: string[];
}

// prettier-ignore
const TRANSITIONS: Transition[] = [
  { zone: 'America/New_York', date: '2026-03-08', kind: 'spring', nineBefore: '2026-03-07T14:00:00.000Z', nineAfter: '2026-03-09T13:00:00.000Z', special: ['02:00', '02:30'] },
  { zone: 'America/New_York', date: '2026-11-01', kind: 'fall', nineBefore: '2026-10-31T13:00:00.000Z', nineAfter: '2026-11-02T14:00:00.000Z', special: ['01:00', '01:30'] },
  { zone: 'Europe/Berlin', date: '2026-03-29', kind: 'spring', nineBefore: '2026-03-28T08:00:00.000Z', nineAfter: '2026-03-30T07:00:00.000Z', special: ['02:00', '02:30'] },
  { zone: 'Europe/Berlin', date: '2026-10-25', kind: 'fall', nineBefore: '2026-10-24T07:00:00.000Z', nineAfter: '2026-10-26T08:00:00.000Z', special: ['02:00', '02:30'] },
  { zone: 'Australia/Sydney', date: '2026-04-05', kind: 'fall', nineBefore: '2026-04-03T22:00:00.000Z', nineAfter: '2026-04-05T23:00:00.000Z', special: ['02:00', '02:30'] },
  { zone: 'Australia/Sydney', date: '2026-10-04', kind: 'spring', nineBefore: '2026-10-02T23:00:00.000Z', nineAfter: '2026-10-04T22:00:00.000Z', special: ['02:00', '02:30'] },
  { zone: 'Asia/Kolkata', date: '2026-03-08', kind: 'none', nineBefore: '2026-03-07T03:30:00.000Z', nineAfter: '2026-03-09T03:30:00.000Z', special: [] },
  { zone: 'Asia/Kolkata', date: '2026-11-01', kind: 'none', nineBefore: '2026-10-31T03:30:00.000Z', nineAfter: '2026-11-02T03:30:00.000Z', special: [] },
];

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/** Open 09:00–17:00 every day, and on Sundays (every change day here) also 00:00–06:00. */
const HOURS = DAYS.map((day) => ({
  day,
  slots:
    day === 'Sun'
      ? [
          { startTime: '00:00', endTime: '06:00' },
          { startTime: '09:00', endTime: '17:00' },
        ]
      : [{ startTime: '09:00', endTime: '17:00' }],
}));

const NIGHT = Array.from(
  { length: 12 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);

function expectedNight(t: Transition): string[] {
  return t.kind === 'spring' ? NIGHT.filter((time) => !t.special.includes(time)) : NIGHT;
}

function assertNoOverlap(slots: Array<{ start: number; end: number }>) {
  for (let i = 1; i < slots.length; i += 1) expect(slots[i]!.start).toBeGreaterThanOrEqual(slots[i - 1]!.end);
}

describe.each(TRANSITIONS)('$zone on $date ($kind)', (t) => {
  it('opens at 09:00 local the day before and the day after', () => {
    const before = slotsOfDay(t.zone, addDays(t.date, -1), HOURS);
    const after = slotsOfDay(t.zone, addDays(t.date, 1), HOURS);
    expect(before[0]!.startsAt.toISOString()).toBe(t.nineBefore);
    expect(after[0]!.startsAt.toISOString()).toBe(t.nineAfter);
    expect(instantToLocal(t.zone, before[0]!.startsAt).time).toBe('09:00');
    expect(instantToLocal(t.zone, after[0]!.startsAt).time).toBe('09:00');
    expect(before).toHaveLength(16);
    expect(after).toHaveLength(16);
  });

  it('has exactly the half hours the clock shows on the change day', () => {
    const slots = slotsOfDay(t.zone, t.date, HOURS);
    const times = slots.map((slot) => instantToLocal(t.zone, slot.startsAt).time);
    expect(times.slice(0, times.indexOf('09:00'))).toEqual(expectedNight(t));
    expect(times.slice(times.indexOf('09:00'))).toHaveLength(16);
    // 09:00 of the change day is 09:00 on the clock, whatever happened in the night.
    expect(instantToLocal(t.zone, slots[times.indexOf('09:00')]!.startsAt)).toMatchObject({
      date: t.date,
      time: '09:00',
    });
    assertNoOverlap(slots.map((slot) => ({ start: slot.startsAt.getTime(), end: slot.endsAt.getTime() })));
    for (const slot of slots) expect(slot.endsAt.getTime() - slot.startsAt.getTime()).toBe(30 * 60_000);
  });

  it('knows which wall-clock times do not exist', () => {
    for (const time of t.special) {
      const [h, m] = time.split(':').map(Number) as [number, number];
      const instant = localToInstant(t.zone, t.date, h * 60 + m);
      if (t.kind === 'spring') expect(instant).toBeNull();
      else expect(instantToLocal(t.zone, instant!).time).toBe(time);
    }
    if (t.zone === 'Asia/Kolkata') expect(offsetMinutes(t.zone, Date.parse(`${t.date}T12:00:00Z`))).toBe(330);
  });
});

describe('localClock (offsets looked up once a day)', () => {
  // Every minute of the two days around each change, plus Lord Howe's half-hour and Chatham's :45 shifts.
  const days = [
    ...TRANSITIONS.map((t) => ({ zone: t.zone, date: t.date })),
    { zone: 'Australia/Lord_Howe', date: '2026-04-05' },
    { zone: 'Pacific/Chatham', date: '2026-09-27' },
  ];
  it.each(days)('agrees with instantToLocal in $zone around $date', ({ zone, date }) => {
    const clock = localClock(zone);
    const start = Date.parse(`${addDays(date, -1)}T00:00:00Z`);
    for (let time = start; time < start + 3 * 86_400_000; time += 60_000) {
      expect(clock(new Date(time))).toEqual(instantToLocal(zone, new Date(time)));
    }
  });
});

describe('through the API', () => {
  const app = useTestApp();

  it.each(TRANSITIONS)('$zone around $date: generated slots and the calendar', async (t) => {
    await app.container.db.update(salons).set({ timeZone: t.zone }).where(eq(salons.id, DEMO_SALON_ID));
    // Three days before the change, at noon UTC: the weekly horizon covers the change day and the next.
    app.container.clock.now = () => new Date(`${addDays(t.date, -3)}T12:00:00Z`);
    const owner = await injectAs(app.app, 'owner@example.com');
    const stylistId = DEMO_USER_IDS.stylist;
    const saved = await owner({
      method: 'POST',
      url: `/api/v1/appointment-availability/create-availability-bulk?stylistId=${stylistId}&offset=-330`,
      payload: { slots: HOURS, id: null, recurringType: 'week' },
    });
    expect(saved.statusCode, saved.body.message).toBe(200);

    const answer = await owner<Calendar>({
      method: 'GET',
      url: `/api/v1/appointment-availability/get-calendar?stylistId=${stylistId}&from=${addDays(t.date, -1)}&to=${addDays(t.date, 1)}`,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.timeZone).toBe(t.zone);
    const byDay = (date: string) => answer.body.data.slots.filter((slot) => slot.start_date === date);
    const before = byDay(addDays(t.date, -1));
    const after = byDay(addDays(t.date, 1));
    expect(before[0]).toMatchObject({ timeAsAString: '09:00', timeAsADate: t.nineBefore });
    expect(after[0]).toMatchObject({ timeAsAString: '09:00', timeAsADate: t.nineAfter });
    const change = byDay(t.date).map((slot) => slot.timeAsAString);
    expect(change.slice(0, change.indexOf('09:00'))).toEqual(expectedNight(t));
    expect(change.filter((time) => time >= '09:00')).toHaveLength(16);
  });
});
