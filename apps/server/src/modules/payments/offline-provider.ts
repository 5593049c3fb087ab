import { randomBytes } from 'node:crypto';
import { AUTHENTICATION_FAILED, CARD_DECLINED, NOT_A_TEST_CARD, testCardOutcome } from './test-cards';
import type { CreatedPayment, PaymentOutcome, PaymentProvider } from './provider';

/**
 * The provider without a card processor (the embedded default and every test): it takes Stripe's test
 * card numbers (test-cards.ts) and nothing else, settles at once, and keeps no state of its own: where
 * a payment stands is the order's `payment_status`.
 */
export class OfflinePaymentProvider implements PaymentProvider {
  readonly name = 'offline' as const;
  readonly publishableKey = null;
  readonly settlesByWebhook = false;

  async createPayment(): Promise<CreatedPayment> {
    return { intentId: `offline_pi_${randomBytes(12).toString('hex')}`, clientSecret: null };
  }

  async pay(_intentId: string, cardNumber: string): Promise<PaymentOutcome> {
    switch (testCardOutcome(cardNumber)) {
      case 'succeeds':
        return { status: 'succeeded' };
      case 'requires_authentication':
        return { status: 'requires_action', clientSecret: null };
      case 'declined':
        return { status: 'declined', message: CARD_DECLINED };
      default:
        return { status: 'declined', message: NOT_A_TEST_CARD };
    }
  }

  async afterAuthentication(_intentId: string, approve: boolean): Promise<PaymentOutcome> {
    return approve ? { status: 'succeeded' } : { status: 'declined', message: AUTHENTICATION_FAILED };
  }

  /** Offline a payment is only what our order says: nothing to cancel elsewhere. */
  async cancel(): Promise<boolean> {
    return true;
  }
}
