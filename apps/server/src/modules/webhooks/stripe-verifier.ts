import type Stripe from 'stripe';

/** Stripe's tolerance for a signed timestamp, both ways: older or newer than this is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

/**
 * Stripe's webhooks, verified with STRIPE_WEBHOOK_SECRET (`Stripe-Signature` over the raw body). The
 * signed timestamp must be within five minutes of now either way: Stripe's SDK refuses an old one, and
 * a timestamp from the future (a replay prepared in advance, or a clock far off) is refused here too.
 * Throws on a bad or missing signature or a timestamp out of tolerance.
 */
export class StripeWebhookVerifier {
  private readonly secrets: readonly string[];

  /**
   * `secret`: the endpoint's signing secret, or several (the platform's endpoint and the Connect endpoint
   * of the salons' accounts each sign with their own): a signature good for any of them is accepted.
   */
  constructor(
    secret: string | readonly string[],
    private readonly now: () => number = Date.now,
  ) {
    this.secrets = typeof secret === 'string' ? [secret] : secret;
  }

  /** The verified event as Stripe sent it. */
  async verifyEvent(rawBody: Buffer, signature: string | undefined): Promise<Stripe.Event> {
    if (!signature) throw new Error('No Stripe-Signature header');
    const { default: StripeSdk } = await import('stripe');
    const receivedAt = this.now();
    let event: Stripe.Event | undefined;
    let refusal: unknown;
    for (const secret of this.secrets) {
      try {
        event = StripeSdk.webhooks.constructEvent(
          rawBody,
          signature,
          secret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          receivedAt,
        );
        break;
      } catch (error) {
        refusal = error;
      }
    }
    if (!event) throw refusal ?? new Error('No webhook secret');
    // The SDK has checked the signature over `t` and the age; the future is ours to refuse.
    const signedAt = timestampOf(signature);
    if (signedAt === null || signedAt - Math.floor(receivedAt / 1000) > WEBHOOK_TOLERANCE_SECONDS)
      throw new Error('Timestamp outside the tolerance zone');
    return event;
  }
}

/** The `t=` element of a `Stripe-Signature` header, in Unix seconds, or null. */
function timestampOf(header: string): number | null {
  for (const element of header.split(',')) {
    const [key, value] = element.trim().split('=');
    if (key === 't' && value && /^\d+$/.test(value)) return Number(value);
  }
  return null;
}
