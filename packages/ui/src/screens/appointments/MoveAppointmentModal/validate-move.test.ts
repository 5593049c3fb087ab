import { describe, expect, it } from 'vitest';
import { validateMove } from './validate-move';

const now = new Date(2026, 2, 16, 9, 0);
const current = { date: '2026-03-17', time: '10:00' };

describe('validateMove', () => {
  it('asks for a date and a time', () => {
    expect(validateMove({ date: null, time: null }, now, current)).toEqual({
      date: 'Date required',
      time: 'Time Required',
    });
  });

  it('refuses starts within 15 minutes and the current start', () => {
    expect(validateMove({ date: new Date(2026, 2, 16), time: '09:00' }, now, current)).toEqual({
      time: 'Please choose a time more than 15 minutes from now',
    });
    expect(validateMove({ date: new Date(2026, 2, 17), time: '10:00' }, now, current)).toEqual({
      time: 'Please choose a different date or time',
    });
  });

  it('accepts a later start', () => {
    expect(validateMove({ date: new Date(2026, 2, 16), time: '09:30' }, now, current)).toEqual({});
  });
});
