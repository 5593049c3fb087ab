import { describe, expect, it } from 'vitest';
import { storyPaid } from '../sale-model/story-sales';
import { initialRefundForm, REFUND_MESSAGES, refundableLines, refundFromForm } from './refund-form';

const twoShampoos = {
  ...storyPaid,
  lines: [{ ...storyPaid.lines[0]!, _id: 'line-3', kind: 'product' as const, name: 'Shampoo', quantity: 2 }],
  refunds: [
    {
      _id: 'r1',
      number: 1050,
      amountMinor: 100,
      taxMinor: 0,
      tipMinor: 0,
      reason: 'x',
      restocked: true,
      lines: [{ lineId: 'line-3', name: 'Shampoo', quantity: 1, amountMinor: 100 }],
      payments: [],
      byName: 'Olivia Owner',
      createdAt: '2026-03-16T09:00:00.000Z',
    },
  ],
};

describe('the refund form', () => {
  it('starts with every unit left of every line, products back in stock', () => {
    expect(initialRefundForm(storyPaid)).toEqual({
      selected: { 'line-1': true, 'line-2': true },
      quantities: { 'line-1': '1', 'line-2': '1' },
      tip: false,
      restock: true,
      reason: '',
    });
    expect(refundableLines(twoShampoos)[0]).toMatchObject({ quantity: 2, left: 1 });
    expect(initialRefundForm(twoShampoos).quantities).toEqual({ 'line-3': '1' });
  });

  it('asks for something to give back and a reason', () => {
    const form = { ...initialRefundForm(storyPaid), selected: {} };
    expect(refundFromForm(form, storyPaid)).toEqual({
      errors: { lines: REFUND_MESSAGES.nothing, reason: REFUND_MESSAGES.reason },
    });
  });

  it('refuses more units than are left', () => {
    const form = { ...initialRefundForm(twoShampoos), quantities: { 'line-3': '2' }, reason: 'x' };
    expect(refundFromForm(form, twoShampoos)).toEqual({
      errors: { quantities: { 'line-3': REFUND_MESSAGES.quantity(1) } },
    });
  });
});
