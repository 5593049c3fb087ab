import { buildFeePayment } from '@salon/api/mocks/factories/fee-payments';
import { describe, expect, it } from 'vitest';
import { feePhaseOf, feeVisitOf } from './fee-view';

describe('the fee payment page view', () => {
  it('follows the charge: awaiting the bank is due, then paid or declined; no charge is nothing due', () => {
    const fee = buildFeePayment();
    expect(feePhaseOf(fee)).toBe('due');
    expect(feePhaseOf({ ...fee, charge: { ...fee.charge!, status: 'succeeded' } })).toBe('paid');
    expect(feePhaseOf({ ...fee, charge: { ...fee.charge!, status: 'failed' } })).toBe('declined');
    expect(feePhaseOf({ ...fee, charge: null })).toBe('nothingDue');
  });

  it("formats the fee in the charge's currency and the salon's locale", () => {
    const fee = buildFeePayment();
    expect(feeVisitOf(fee, { currency: 'USD', locale: 'en-US' })).toMatchObject({
      feeLabel: 'No-show fee',
      amount: '$25.00',
    });
    const euros = { ...fee, charge: { ...fee.charge!, kind: 'late_cancel_fee' as const, currency: 'eur' } };
    expect(feeVisitOf(euros, { currency: 'EUR', locale: 'de-DE' })).toMatchObject({
      feeLabel: 'Late-cancellation fee',
      amount: expect.stringMatching(/^25,00\s€$/),
    });
  });
});
