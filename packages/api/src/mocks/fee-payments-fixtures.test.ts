import { assert, is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { FeePayment, FeePaymentQuery } from '../booking/fee-payments';
import { buildFeePayment, MOCK_FEE_TOKENS } from './factories/fee-payments';

describe('fee payment fixtures', () => {
  it('pass FeePayment, and their tokens pass the query schema', () => {
    assert(buildFeePayment(), FeePayment);
    assert(buildFeePayment({ charge: null, amount: null }), FeePayment);
    for (const token of Object.values(MOCK_FEE_TOKENS)) expect(is({ token }, FeePaymentQuery)).toBe(true);
  });
});
