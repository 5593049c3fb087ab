import { describe, expect, it } from 'vitest';
import { draftOf, POLICY_MESSAGES, validatePolicy } from './validate-policy';

describe('validatePolicy', () => {
  it('keeps 15 minutes by default and turns whole hours into minutes', () => {
    expect(validatePolicy({ mode: 'default', hours: 'x' })).toEqual({ cutoffMinutes: 15 });
    expect(validatePolicy({ mode: 'hours', hours: ' 24 ' })).toEqual({ cutoffMinutes: 1440 });
    expect(validatePolicy({ mode: 'hours', hours: '168' })).toEqual({ cutoffMinutes: 168 * 60 });
  });

  it('refuses empty, fractional, zero and over-a-week hours', () => {
    expect(validatePolicy({ mode: 'hours', hours: '' })).toEqual({ error: POLICY_MESSAGES.hoursRequired });
    for (const hours of ['1.5', '0', '169', '-2', 'two']) {
      expect(validatePolicy({ mode: 'hours', hours })).toEqual({ error: POLICY_MESSAGES.hoursRange });
    }
  });

  it('reads a stored policy back into the form', () => {
    expect(draftOf(15)).toEqual({ mode: 'default', hours: '' });
    expect(draftOf(2880)).toEqual({ mode: 'hours', hours: '48' });
  });
});
