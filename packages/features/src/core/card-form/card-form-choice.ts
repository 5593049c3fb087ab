/** What the server says about card payments: `GET /plan/payment-config`, or a placed order's session. */
export interface CardProviderInfo {
  provider: 'offline' | 'stripe';
  publishableKey: string | null;
}

/** The card form the browser shows. */
export type CardFormChoice = { kind: 'offline' } | { kind: 'stripe'; publishableKey: string };

/**
 * Stripe's Payment Element only when the server runs Stripe and gave a publishable key (a test key
 * `pk_test_…` or a live `pk_live_…`); otherwise, or while the answer is still loading, the offline
 * test-card form, which the offline server is the only one to accept.
 */
export function cardFormOf(info: CardProviderInfo | null | undefined): CardFormChoice {
  const key = info?.publishableKey?.trim();
  if (info?.provider === 'stripe' && key && /^pk_(test|live)_/.test(key)) {
    return { kind: 'stripe', publishableKey: key };
  }
  return { kind: 'offline' };
}
