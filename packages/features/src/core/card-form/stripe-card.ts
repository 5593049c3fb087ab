/**
 * What a container does with Stripe's Payment Element once it is ready. Every call answers an error
 * message for the customer, or null when it went through.
 */
export interface StripeCard {
  /** Validates the element; call it first, on the click, before any request of ours. */
  submit(): Promise<string | null>;
  /** Sign-up: pays the subscription's first invoice (3-D Secure in a Stripe dialog, no redirect). */
  confirmPayment(clientSecret: string): Promise<string | null>;
  /** Checkout: the PaymentMethod our server confirms the order's PaymentIntent with. */
  createPaymentMethod(): Promise<{ id: string } | { error: string }>;
  /** Checkout: 3-D Secure of a PaymentIntent our server confirmed (`requires_action`). */
  handleNextAction(clientSecret: string): Promise<string | null>;
}

export interface StripeCardFieldProps {
  publishableKey: string;
  /** `subscription` for sign-up, `payment` for the shop, `setup` for a card saved for later fees. */
  mode: 'subscription' | 'payment' | 'setup';
  /** In minor units: the Payment Element shows what it will charge (unused by `setup`). */
  amount: number;
  /** ISO 4217, as the intent our server creates charges (the salon's or the platform's); USD if left out. */
  currency?: string;
  /** `setup` for a connected account: the account the card is saved for (the SetupIntent's `on_behalf_of`). */
  onBehalfOf?: string;
  onReady: (card: StripeCard | null) => void;
}

/**
 * Runs the bank's step (3-D Secure in Stripe's dialog) of an intent charged to a card on file, with
 * Stripe's code loaded only now. Answers an error message for the client, or null when completed.
 */
export async function authenticateCardOnFile(
  publishableKey: string,
  clientSecret: string,
): Promise<string | null> {
  const { authenticateIntent } = await import('./StripeCardField');
  return authenticateIntent(publishableKey, clientSecret);
}
