import { describe, expect, it } from 'vitest';
import { DEFAULT_WORK_HOURS_VALUES, validateWorkHours, type WorkHoursValues } from './validate-work-hours';

const week = (
  open: Partial<Record<number, [string | null, string | null]>>,
  closed: number[] = [],
): WorkHoursValues => ({
  days: DEFAULT_WORK_HOURS_VALUES.days.map((day, index) => ({
    ...day,
    isAvailable: index in open && !closed.includes(index),
    startTime: open[index]?.[0] ?? null,
    endTime: open[index]?.[1] ?? null,
  })),
});

describe('validateWorkHours', () => {
  it('starts with Sunday available and empty times, the other days closed', () => {
    expect(DEFAULT_WORK_HOURS_VALUES.days.map((day) => [day.day, day.isAvailable])).toEqual([
      ['Sun', true],
      ['Mon', false],
      ['Tue', false],
      ['Wed', false],
      ['Thu', false],
      ['Fri', false],
      ['Sat', false],
    ]);
    expect(validateWorkHours(DEFAULT_WORK_HOURS_VALUES)).toEqual({
      '0.start': 'Please enter start time',
      '0.end': 'Please enter end time',
    });
  });

  it('accepts open days with both times and ignores closed days', () => {
    expect(validateWorkHours(week({ 1: ['09:00', '17:00'], 6: ['10:00', '10:30'] }))).toEqual({});
    expect(validateWorkHours(week({ 2: [null, null] }, [2]))).toEqual({});
  });

  it('needs the end after the start, both on the half-hour grid', () => {
    expect(
      validateWorkHours(week({ 1: ['09:00', '09:00'], 2: ['10:00', '09:00'], 3: ['10:00', '10:29'] })),
    ).toEqual({
      '1.end': 'End time should be greater than Start Time',
      '2.end': 'End time should be greater than Start Time',
      '3.end': 'End time should be on the hour or half hour',
    });
    expect(validateWorkHours(week({ 4: [null, '10:00'] }))).toEqual({ '4.start': 'Please enter start time' });
    expect(validateWorkHours(week({ 5: ['09:15', '24:00'] }))).toEqual({
      '5.start': 'Start time should be on the hour or half hour',
    });
  });
});
