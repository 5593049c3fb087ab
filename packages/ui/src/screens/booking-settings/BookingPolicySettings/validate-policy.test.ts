import { describe, expect, it } from 'vitest';
import {
  draftOf,
  FEE_MESSAGES,
  feesDraftOf,
  POLICY_MESSAGES,
  validateFees,
  validatePolicy,
} from './validate-policy';

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

describe('validateFees', () => {
  const draft = { noShowFee: '', lateCancelFee: '', paymentPolicyText: '' };

  it('leaves empty fees out and sends typed ones as amounts', () => {
    expect(validateFees(draft)).toEqual({ noShowFee: null, lateCancelFee: null, paymentPolicyText: null });
    expect(
      validateFees({ noShowFee: ' 25 ', lateCancelFee: '12.50', paymentPolicyText: ' Deposits are kept. ' }),
    ).toEqual({ noShowFee: 25, lateCancelFee: 12.5, paymentPolicyText: 'Deposits are kept.' });
  });

  it('refuses a zero, three decimals or a fee above the most', () => {
    expect(validateFees({ ...draft, noShowFee: '0', lateCancelFee: '1.555' })).toEqual({
      errors: { noShowFee: FEE_MESSAGES.format, lateCancelFee: FEE_MESSAGES.format },
    });
    expect(validateFees({ ...draft, noShowFee: '100001' })).toEqual({
      errors: { noShowFee: FEE_MESSAGES.tooHigh },
    });
  });

  it('reads stored fees back into the form', () => {
    expect(feesDraftOf({ noShowFee: 25, lateCancelFee: null })).toEqual({
      noShowFee: '25.00',
      lateCancelFee: '',
      paymentPolicyText: '',
    });
  });
});
