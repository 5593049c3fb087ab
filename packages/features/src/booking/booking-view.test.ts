import { describe, expect, it } from 'vitest';
import { visitPayment } from './booking-view';

describe('what a booking takes, told before Book', () => {
  it('a deposit in major units (a percentage rounded to a minor unit), one sum for a visit, or a card', () => {
    const cut = {
      charges: 35,
      paymentPolicy: 'deposit' as const,
      deposit: { kind: 'percent' as const, value: 15 },
    };
    expect(visitPayment([cut])).toEqual({ kind: 'deposit', amount: 5.25 });
    const colour = {
      charges: 140,
      paymentPolicy: 'deposit' as const,
      deposit: { kind: 'fixed' as const, value: 20 },
    };
    expect(visitPayment([cut, colour])).toEqual({ kind: 'deposit', amount: 25.25 });
    expect(
      visitPayment(
        [{ charges: 5000, paymentPolicy: 'deposit', deposit: { kind: 'percent', value: 15 } }],
        'JPY',
      ),
    ).toEqual({ kind: 'deposit', amount: 750 });
    expect(visitPayment([cut, { charges: 55, paymentPolicy: 'card', deposit: null }])).toEqual({
      kind: 'card',
    });
    expect(visitPayment([{ charges: 55 }])).toBeNull();
  });
});
