import { buildWebsiteInfo } from '@salon/api/mocks/factories/website';
import { DEFAULT_WORK_HOURS, WorkHours } from '@salon/api/website/schemas';
import { DEFAULT_WORK_HOURS_VALUES } from '@salon/ui/modals/website-settings/WorkHoursModal';
import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { toWorkHour, toWorkHoursValues } from './work-hours';

describe('work hours mapping', () => {
  it('reads the contract default as the form default (Sunday available, times empty)', () => {
    expect(toWorkHoursValues(DEFAULT_WORK_HOURS)).toEqual(DEFAULT_WORK_HOURS_VALUES);
    expect(toWorkHour(DEFAULT_WORK_HOURS_VALUES)).toEqual(DEFAULT_WORK_HOURS);
  });

  it('round-trips saved hours into a body the contract accepts', () => {
    const saved = buildWebsiteInfo().workHour;
    const body = toWorkHour(toWorkHoursValues(saved));
    expect(body).toEqual(saved);
    expect(is(body, WorkHours)).toBe(true);
  });
});
