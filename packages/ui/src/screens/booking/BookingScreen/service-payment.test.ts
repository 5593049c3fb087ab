import { describe, expect, it } from 'vitest';
import { paymentNotice, paymentTag } from './service-payment';

describe('a service’s payment, told before Book', () => {
  it('names the deposit in the salon’s money, or the card on file', () => {
    expect(paymentTag({ kind: 'deposit', amount: 10 })).toBe('Deposit $10.00');
    expect(paymentTag({ kind: 'deposit', amount: 750 }, { currency: 'JPY', locale: 'ja-JP' })).toBe(
      'Deposit ￥750',
    );
    expect(paymentTag({ kind: 'card' })).toBe('Card required');
    expect(paymentNotice({ kind: 'deposit', amount: 10 })).toBe(
      'A deposit of $10.00 is taken when you book; the rest is paid at the salon.',
    );
  });
});
