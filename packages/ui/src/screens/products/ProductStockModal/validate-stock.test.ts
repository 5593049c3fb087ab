import { describe, expect, it } from 'vitest';
import { validateStock } from './validate-stock';

describe('validateStock', () => {
  it('gives the spec’s messages in order', () => {
    expect(Object.entries(validateStock({ quantity: ' ', type: null }))).toEqual([
      ['quantity', 'Please enter product quantity'],
      ['type', 'Please enter product stock type'],
    ]);
  });

  it('wants a whole number of units from 1 to 1,000,000', () => {
    for (const quantity of ['0', '1.5', '-2', 'ten']) {
      expect(validateStock({ quantity, type: 'credit' })).toEqual({
        quantity: 'Please enter a whole number of at least 1',
      });
    }
    expect(validateStock({ quantity: '1000001', type: 'debit' })).toEqual({
      quantity: 'Please enter at most 1,000,000',
    });
    expect(validateStock({ quantity: '12', type: 'debit' })).toEqual({});
  });
});
