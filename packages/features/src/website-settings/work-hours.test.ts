import { buildDefaultWebsiteInfo, buildWebsiteInfo } from '@salon/api/mocks/factories/website-settings';
import { WorkHours } from '@salon/api/website-settings/schemas';
import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { toWorkHour, toWorkHoursValues } from './work-hours';

describe('work hours mapping', () => {
  it('prefills each day with the posted first start and last end', () => {
    const values = toWorkHoursValues(buildWebsiteInfo().workHour);
    expect(values.days[0]).toEqual({ day: 'Sun', isAvailable: false, startTime: null, endTime: null });
    // Wednesday is split (09:00 – 13:00, 14:00 – 19:00): the form offers one range, 09:00 – 19:00.
    expect(values.days[3]).toEqual({ day: 'Wed', isAvailable: true, startTime: '09:00', endTime: '19:00' });
  });

  it('round-trips the posted hours into a body the contract accepts', () => {
    const saved = buildWebsiteInfo().workHour;
    const body = toWorkHour(toWorkHoursValues(saved));
    expect(body).toEqual(saved);
    expect(is(body, WorkHours)).toBe(true);
  });

  it('reads a salon without hours as every day closed', () => {
    const values = toWorkHoursValues(buildDefaultWebsiteInfo().workHour);
    expect(values.days.every((day) => !day.isAvailable)).toBe(true);
  });
});
