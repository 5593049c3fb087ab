import { describe, expect, it } from 'vitest';
import { instantToLocal, localClock, localTimeClock } from '../src/lib/time-zones';

/*
 * The day-cached clocks agree with the per-instant conversion (Intl) at every quarter hour around the
 * daylight-saving days of zones with odd offsets, and before 1970.
 */
const ZONES = [
  'America/New_York',
  'Europe/London',
  'Pacific/Chatham',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
];
const STARTS = [
  '2026-03-07T00:00:00Z',
  '2026-03-28T00:00:00Z',
  '2026-10-03T00:00:00Z',
  '1969-12-30T00:00:00Z',
];

describe.each(ZONES)('clocks of %s', (zone) => {
  it('give the local time of every quarter hour over three days of each daylight-saving change', () => {
    const clock = localClock(zone);
    const timeOf = localTimeClock(zone);
    for (const start of STARTS) {
      for (let step = 0; step < 3 * 96; step += 1) {
        const instant = new Date(Date.parse(start) + step * 15 * 60_000);
        const expected = instantToLocal(zone, instant);
        expect(clock(instant)).toMatchObject({ date: expected.date, time: expected.time });
        expect(timeOf(instant)).toBe(expected.time);
      }
    }
  });
});
