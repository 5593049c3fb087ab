/**
 * Stripe's well-known test card numbers (https://docs.stripe.com/testing) and what the offline provider
 * does with each. Any other number is declined: the offline provider never takes a real card.
 */
export const TEST_CARDS = {
  /** Visa: the payment succeeds. */
  succeeds: '4242424242424242',
  /** 3-D Secure: the payment needs the customer's authentication first (an extra confirm step). */
  requiresAuthentication: '4000002500003155',
  /** Generic decline. */
  declined: '4000000000000002',
} as const;

export type TestCardOutcome = 'succeeds' | 'requires_authentication' | 'declined';

export const CARD_DECLINED = 'Your card was declined.';
export const NOT_A_TEST_CARD =
  'Your card was declined. Without a payment provider configured, only the test cards are accepted.';
export const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/** The digits of a card number as typed ('4242 4242 4242 4242'). */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** What the offline provider does with a card number; null for a number that is not a test card. */
export function testCardOutcome(number: string): TestCardOutcome | null {
  switch (cardDigits(number)) {
    case TEST_CARDS.succeeds:
      return 'succeeds';
    case TEST_CARDS.requiresAuthentication:
      return 'requires_authentication';
    case TEST_CARDS.declined:
      return 'declined';
    default:
      return null;
  }
}
