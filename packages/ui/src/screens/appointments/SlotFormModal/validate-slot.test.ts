import { describe, expect, it } from 'vitest';
import { validateSlot } from './validate-slot';

describe('validateSlot', () => {
  it('asks for the date, then the time', () => {
    expect(Object.entries(validateSlot({ date: null, time: null }))).toEqual([
      ['date', 'Please enter a slot date'],
      ['time', 'Please enter a slot time'],
    ]);
  });

  it('accepts a date and a time', () => {
    expect(validateSlot({ date: new Date(2026, 2, 17), time: '09:30' })).toEqual({});
  });
});
