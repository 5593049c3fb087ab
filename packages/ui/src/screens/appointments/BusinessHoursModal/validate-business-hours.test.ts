import { describe, expect, it } from 'vitest';
import { WEEK_DAYS } from '@salon/ui/forms';
import {
  validateBusinessHours,
  type BusinessHoursValues,
  type HoursRangeValues,
} from './validate-business-hours';

const week = (monday: HoursRangeValues[]): BusinessHoursValues => ({
  recurringType: 'week',
  days: WEEK_DAYS.map((day) => ({ day, slots: day === 'Mon' ? monday : [] })),
});

describe('validateBusinessHours', () => {
  it('accepts closed days and ordered ranges', () => {
    expect(
      validateBusinessHours(
        week([
          { startTime: '09:00', endTime: '12:00' },
          { startTime: '12:00', endTime: '17:00' },
        ]),
      ),
    ).toEqual({});
  });

  it('requires a recurring type, a start and an end', () => {
    expect(
      validateBusinessHours({ ...week([{ startTime: null, endTime: null }]), recurringType: null }),
    ).toEqual({
      recurringType: 'Please select recurring type',
      '1.0.start': 'Please enter start time',
      '1.0.end': 'Please enter end time',
    });
  });

  it('asks each start to follow the previous end', () => {
    expect(
      validateBusinessHours(
        week([
          { startTime: '09:00', endTime: '12:00' },
          { startTime: '11:00', endTime: '15:00' },
        ]),
      ),
    ).toEqual({ '1.1.start': 'Start time should be greater than previous End Time' });
  });

  it('asks for at least 30 minutes per range', () => {
    expect(validateBusinessHours(week([{ startTime: '09:00', endTime: '09:00' }]))).toEqual({
      '1.0.end': 'End time should be at least 30 minutes after Start Time',
    });
  });
});
