import { describe, expect, it } from 'vitest';
import { StripePaymentProvider, type StripePaymentsClient } from '../src/modules/payments/stripe-provider';
import { call } from './helper';
import { useTestApp } from './use-test-app';

/** Issue 23: with Stripe, the pages that take cards allow what Stripe.js needs, and nothing more. */
const unused = async (): Promise<never> => {
  throw new Error('not used by these tests');
};
const client: StripePaymentsClient = {
  paymentIntents: { create: unused, confirm: unused, retrieve: unused, cancel: unused },
};

function directives(header: string | undefined): Record<string, string> {
  const policy: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) policy[name] = sources.join(' ');
  }
  return policy;
}

const cspOf = async (app: ReturnType<typeof useTestApp>, url: string) =>
  directives(
    (await call(app.app, { method: 'GET', url })).response.headers['content-security-policy'] as string,
  );

const CARD_PAGES = [
  '/salon/demo-salon/checkout',
  '/salon/demo-salon/transaction/abc',
  '/register',
  '/register/payment',
];
const OTHER = ['/', '/salon', '/users', '/api/v1/salon/get-enable-salon', '/uploads/photo.jpg'];

describe('with Stripe', () => {
  const t = useTestApp({}, { payments: new StripePaymentProvider(client, 'pk_test_csp') });

  it('lets the card pages load Stripe.js, its frames and its API', async () => {
    for (const url of CARD_PAGES) {
      const policy = await cspOf(t, url);
      expect(policy['script-src'], url).toBe("'self' https://js.stripe.com https://*.js.stripe.com");
      expect(policy['frame-src'], url).toBe(
        "'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com",
      );
      expect(policy['connect-src'], url).toBe("'self' https://api.stripe.com");
      expect(policy['default-src'], url).toBe("'self'");
      expect(policy['frame-ancestors'], url).toBe("'none'");
    }
  });

  it('keeps the strict policy everywhere else', async () => {
    for (const url of OTHER) {
      const policy = await cspOf(t, url);
      expect(policy['script-src'], url).toBe("'self'");
      expect(policy['connect-src'], url).toBe("'self'");
      expect(policy['frame-src'], url).toBeUndefined();
    }
  });
});

describe('offline', () => {
  const t = useTestApp();

  it('allows no Stripe origin anywhere', async () => {
    for (const url of [...CARD_PAGES, ...OTHER]) {
      const header = JSON.stringify(await cspOf(t, url));
      expect(header, url).not.toContain('stripe.com');
    }
  });
});
