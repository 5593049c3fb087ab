import { describe, expect, it } from 'vitest';
import { changeOf, PAYMENT_MESSAGES, paymentFromForm, type PaymentForm } from './payment-form';

const form = (patch: Partial<PaymentForm>): PaymentForm => ({
  method: 'cash',
  amount: '176.09',
  tendered: '',
  card: '',
  note: '',
  ...patch,
});

describe('paymentFromForm', () => {
  it('takes cash with what was handed over, and works out the change', () => {
    expect(paymentFromForm(form({ tendered: '200' }), 'USD', 17_609, '$176.09')).toEqual({
      request: { method: 'cash', amountMinor: 17_609, tenderedMinor: 20_000 },
    });
    expect(changeOf(form({ tendered: '200' }), 'USD')).toBe(2391);
    expect(changeOf(form({ tendered: '100' }), 'USD')).toBeNull();
  });

  it('takes a card on the reader without a number: the reader has the card', () => {
    expect(paymentFromForm(form({ method: 'reader' }), 'USD', 17_609, '$176.09')).toEqual({
      request: { method: 'card', amountMinor: 17_609, reader: true },
    });
  });

  it('pays part by card and the rest another way', () => {
    expect(
      paymentFromForm(
        form({ method: 'card', amount: '100', card: '4242 4242 4242 4242' }),
        'USD',
        17_609,
        '',
      ),
    ).toEqual({ request: { method: 'card', amountMinor: 10_000, paymentMethod: '4242424242424242' } });
    expect(paymentFromForm(form({ method: 'other', note: ' Bank transfer ' }), 'USD', 17_609, '')).toEqual({
      request: { method: 'other', amountMinor: 17_609, note: 'Bank transfer' },
    });
  });

  it('refuses more than is due, too little cash and a missing card', () => {
    expect(paymentFromForm(form({ amount: '200', tendered: '100' }), 'USD', 17_609, '$176.09')).toEqual({
      errors: { amount: PAYMENT_MESSAGES.tooMuch('$176.09'), tendered: PAYMENT_MESSAGES.tendered },
    });
    expect(paymentFromForm(form({ method: 'card', amount: '0' }), 'USD', 17_609, '')).toEqual({
      errors: { amount: PAYMENT_MESSAGES.amount('USD'), card: PAYMENT_MESSAGES.card },
    });
  });
});
