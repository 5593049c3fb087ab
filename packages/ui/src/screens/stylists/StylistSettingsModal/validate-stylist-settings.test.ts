import { describe, expect, it } from 'vitest';
import {
  EMPTY_STYLIST_SETTINGS,
  intervalFields,
  intervalMinutes,
  validateStylistSettings,
} from './validate-stylist-settings';

describe('validateStylistSettings', () => {
  it('gives every message of an empty form, in the spec order', () => {
    expect(Object.values(validateStylistSettings(EMPTY_STYLIST_SETTINGS))).toEqual([
      'Please enter start time',
      'Please enter end time',
      'Please select recurring type',
      'Please enter interval time',
      'Please select services',
    ]);
  });

  it('refuses an end before the start and a zero interval', () => {
    const values = {
      ...EMPTY_STYLIST_SETTINGS,
      startTime: '14:00',
      endTime: '13:00',
      recurringType: 'week' as const,
      interval: '0',
      services: ['s1'],
    };
    expect(validateStylistSettings(values)).toEqual({
      endTime: 'End time must be after start time',
      interval: 'Please enter interval time',
    });
  });

  it('converts the interval to minutes and back', () => {
    expect(intervalMinutes({ interval: '2', intervalUnit: 'hours' })).toBe(120);
    expect(intervalMinutes({ interval: '45', intervalUnit: 'mins' })).toBe(45);
    expect(intervalMinutes({ interval: '1.5', intervalUnit: 'hours' })).toBeNull();
    expect(intervalFields(120)).toEqual({ interval: '2', intervalUnit: 'hours' });
    expect(intervalFields(45)).toEqual({ interval: '45', intervalUnit: 'mins' });
  });
});
