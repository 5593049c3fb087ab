import { describe, expect, it } from 'vitest';
import { cardFormOf } from './card-form-choice';

describe('cardFormOf', () => {
  it('shows the Payment Element only for Stripe with a publishable key', () => {
    expect(cardFormOf({ provider: 'stripe', publishableKey: 'pk_test_abc' })).toEqual({
      kind: 'stripe',
      publishableKey: 'pk_test_abc',
    });
    expect(cardFormOf({ provider: 'stripe', publishableKey: 'pk_live_abc' }).kind).toBe('stripe');
  });

  it('falls back to the offline test-card form otherwise', () => {
    expect(cardFormOf({ provider: 'offline', publishableKey: null })).toEqual({ kind: 'offline' });
    expect(cardFormOf({ provider: 'stripe', publishableKey: null })).toEqual({ kind: 'offline' });
    // A secret key must never reach the browser's Stripe.js: treat it as no key.
    expect(cardFormOf({ provider: 'stripe', publishableKey: 'sk_test_abc' })).toEqual({ kind: 'offline' });
    expect(cardFormOf(undefined)).toEqual({ kind: 'offline' });
  });
});
