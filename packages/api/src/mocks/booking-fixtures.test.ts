import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { NextAvailableDate } from '../booking/schemas';
import { MOCK_STYLIST_IDS } from './factories/appointments';
import { buildNextAvailableDate, MOCK_TODAY } from './factories/booking';

describe('next available date fixtures', () => {
  it('pass NextAvailableDate and start at the fixture today', () => {
    const next = buildNextAvailableDate();
    assert(next, NextAvailableDate);
    expect(next.date).toBe(MOCK_TODAY);
    assert(buildNextAvailableDate('2026-03-20', MOCK_STYLIST_IDS[0]), NextAvailableDate);
  });

  it('never answer a day before the one asked for, and null past the horizon', () => {
    expect(buildNextAvailableDate('2026-03-20').date).toBe('2026-03-20');
    expect(buildNextAvailableDate('2026-03-10').date).toBe(MOCK_TODAY);
    expect(buildNextAvailableDate('2026-12-31').date).toBeNull();
  });
});
