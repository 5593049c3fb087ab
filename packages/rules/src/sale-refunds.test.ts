import { describe, expect, it } from 'vitest';
import { allocateRefund, refundOfLine, type RefundableLine } from './sale-refunds';

const line = (over: Partial<RefundableLine> = {}): RefundableLine => ({
  id: 'l1',
  quantity: 3,
  totalMinor: 1000,
  taxMinor: 167,
  refundedQuantity: 0,
  refundedMinor: 0,
  refundedTaxMinor: 0,
  ...over,
});

describe('refundOfLine', () => {
  it('gives a whole line back exactly', () => {
    expect(refundOfLine(line(), 3)).toEqual({ amountMinor: 1000, taxMinor: 167 });
  });

  it('rounds a part down and lets the last units take the rest', () => {
    const first = refundOfLine(line(), 1);
    expect(first).toEqual({ amountMinor: 333, taxMinor: 55 });
    const second = refundOfLine(
      line({ refundedQuantity: 1, refundedMinor: first.amountMinor, refundedTaxMinor: first.taxMinor }),
      1,
    );
    expect(second).toEqual({ amountMinor: 333, taxMinor: 55 });
    const last = refundOfLine(line({ refundedQuantity: 2, refundedMinor: 666, refundedTaxMinor: 110 }), 1);
    expect(last).toEqual({ amountMinor: 334, taxMinor: 57 });
    expect(first.amountMinor + second.amountMinor + last.amountMinor).toBe(1000);
  });

  it('refuses more units than are left', () => {
    expect(() => refundOfLine(line({ refundedQuantity: 3 }), 1)).toThrow(RangeError);
    expect(() => refundOfLine(line(), 0)).toThrow(RangeError);
  });

  it('works in a currency without minor digits', () => {
    expect(refundOfLine(line({ quantity: 2, totalMinor: 3001, taxMinor: 273 }), 1)).toEqual({
      amountMinor: 1500,
      taxMinor: 136,
    });
  });
});

describe('allocateRefund', () => {
  it('goes back to cards first, then other ways, then cash', () => {
    const parts = allocateRefund(5000, [
      { id: 'cash', method: 'cash', refundableMinor: 3000 },
      { id: 'card', method: 'card', refundableMinor: 2000 },
      { id: 'other', method: 'other', refundableMinor: 1000 },
    ]);
    expect(parts).toEqual([
      { id: 'card', method: 'card', amountMinor: 2000 },
      { id: 'other', method: 'other', amountMinor: 1000 },
      { id: 'cash', method: 'cash', amountMinor: 2000 },
    ]);
  });

  it('takes the latest payment of a method first and skips what was given back', () => {
    const parts = allocateRefund(1500, [
      { id: 'card-1', method: 'card', refundableMinor: 2000 },
      { id: 'card-2', method: 'card', refundableMinor: 1000 },
      { id: 'card-3', method: 'card', refundableMinor: 0 },
    ]);
    expect(parts).toEqual([
      { id: 'card-2', method: 'card', amountMinor: 1000 },
      { id: 'card-1', method: 'card', amountMinor: 500 },
    ]);
  });

  it('answers null when the payments cannot cover the refund', () => {
    expect(allocateRefund(100, [{ id: 'cash', method: 'cash', refundableMinor: 99 }])).toBeNull();
  });
});
