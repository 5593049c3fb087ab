import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { StripeWebhookVerifier } from '../src/modules/webhooks/stripe-verifier';

const SECRET = 'whsec_verifier_test';
const NOW = Date.parse('2026-11-28T09:00:00Z');
const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', data: {} });
const verifier = new StripeWebhookVerifier(SECRET, () => NOW);

/** A header signed with the secret at `offsetSeconds` from the verifier's now. */
const signedAt = (offsetSeconds: number, secret = SECRET) =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: Math.floor(NOW / 1000) + offsetSeconds,
  });
const verify = (header: string | undefined) => verifier.verifyEvent(Buffer.from(payload), header);

describe('the Stripe webhook verifier', () => {
  it('accepts a signature made now, or up to five minutes before or after', async () => {
    for (const offset of [0, -300, 300, 120, -120]) expect((await verify(signedAt(offset))).id).toBe('evt_1');
  });

  it('refuses a timestamp more than five minutes old, like Stripe', async () => {
    await expect(verify(signedAt(-301))).rejects.toThrow('tolerance');
  });

  it('refuses a timestamp more than five minutes in the future, like an old one', async () => {
    await expect(verify(signedAt(301))).rejects.toThrow('tolerance');
    await expect(verify(signedAt(24 * 3600))).rejects.toThrow('tolerance');
  });

  it('refuses a missing header, a wrong secret and a tampered body', async () => {
    await expect(verify(undefined)).rejects.toThrow();
    await expect(verify(signedAt(0, 'whsec_other'))).rejects.toThrow();
    await expect(verifier.verifyEvent(Buffer.from(`${payload} `), signedAt(0))).rejects.toThrow();
  });
});
