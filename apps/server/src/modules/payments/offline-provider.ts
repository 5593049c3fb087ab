import { randomBytes } from 'node:crypto';
import {
  AUTHENTICATION_FAILED,
  CARD_DECLINED,
  cardDigits,
  NOT_A_TEST_CARD,
  TEST_CARDS,
  testCardOutcome,
} from './test-cards';
import type {
  CardSetupOutcome,
  ChargedSavedCard,
  ChargeSavedCardInput,
  CreateCardSetupInput,
  CreatedCardSetup,
  CreatedPayment,
  PaymentOutcome,
  PaymentProvider,
  RefundOutcome,
} from './provider';

/** Offline, a saved card is its test number: `offline_pm_4242424242424242`. */
const SAVED_CARD = 'offline_pm_';

function offlineId(prefix: string): string {
  return `offline_${prefix}_${randomBytes(12).toString('hex')}`;
}

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
    return { intentId: offlineId('pi'), clientSecret: null };
  }

  async createAppointmentPayment(): Promise<CreatedPayment> {
    return { intentId: offlineId('pi'), clientSecret: null };
  }

  async createSalePayment(): Promise<CreatedPayment> {
    return { intentId: offlineId('pi'), clientSecret: null };
  }

  /** The offline reader is simulated at the desk: a token that opens nothing. */
  async readerConnection(): Promise<{ secret: string; simulated: boolean }> {
    return { secret: offlineId('pst'), simulated: true };
  }

  async createReaderPayment(): Promise<CreatedPayment> {
    return { intentId: offlineId('pi'), clientSecret: null };
  }

  /**
   * The simulated reader's card: none yet, still to collect; a test card as `pay` answers it, except that
   * a card asking for 3-D Secure is authorised by its chip and PIN on a reader.
   */
  async readerOutcome(intentId: string, card?: string): Promise<PaymentOutcome> {
    if (!card) return { status: 'requires_action', clientSecret: null };
    const outcome = await this.pay(intentId, card);
    return outcome.status === 'requires_action' ? { status: 'succeeded' } : outcome;
  }

  async createCardSetup(input: CreateCardSetupInput): Promise<CreatedCardSetup> {
    return {
      setupId: offlineId('seti'),
      clientSecret: null,
      customerId: input.customerId ?? offlineId('cus'),
    };
  }

  /** Saves a test card: 4242 at once, 3155 after the authentication dialog, 0002 declined. */
  async confirmCardSetup(_setupId: string, cardNumber: string): Promise<CardSetupOutcome> {
    switch (testCardOutcome(cardNumber)) {
      case 'succeeds':
        return { status: 'succeeded', paymentMethodId: `${SAVED_CARD}${cardDigits(cardNumber)}` };
      case 'requires_authentication':
        return { status: 'requires_action', clientSecret: null };
      case 'declined':
        return { status: 'declined', message: CARD_DECLINED };
      default:
        return { status: 'declined', message: NOT_A_TEST_CARD };
    }
  }

  /** Only the 3-D Secure card asks for authentication, so an approved setup saved that card. */
  async afterCardSetupAuthentication(_setupId: string, approve: boolean): Promise<CardSetupOutcome> {
    return approve
      ? { status: 'succeeded', paymentMethodId: `${SAVED_CARD}${TEST_CARDS.requiresAuthentication}` }
      : { status: 'declined', message: AUTHENTICATION_FAILED };
  }

  /**
   * Charges a saved test card off-session: 4242 succeeds; 3155 needs the client's authentication (the
   * bank asks again off-session, as Stripe's always-authenticate card does), then `afterAuthentication`;
   * 0002 is declined.
   */
  async chargeSavedCard(input: ChargeSavedCardInput): Promise<ChargedSavedCard> {
    const intentId = offlineId('pi');
    const card = input.paymentMethodId.startsWith(SAVED_CARD)
      ? input.paymentMethodId.slice(SAVED_CARD.length)
      : '';
    return { intentId, outcome: await this.pay(intentId, card) };
  }

  async refund(): Promise<RefundOutcome> {
    return { status: 'succeeded', refundId: offlineId('re') };
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
