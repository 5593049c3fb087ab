import type { Page } from '@playwright/test';
import { expect, startServer, stop, test as base, type E2eServer } from './fixtures';
import { bookPolicyService, ownerToken } from './payment-policy-steps';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in/api';
import { routeStripe } from './stripe-stand-in/stripe-js';

/**
 * The Stripe-mode browser run's fixtures, shared by its specs (stripe-mode*.spec.ts): per worker, a
 * stand-in of Stripe's API and the built server in Stripe mode pointed at it (STRIPE_API_BASE); per
 * test, Stripe's origins routed to the stand-in Stripe.js and every CSP violation of the page kept
 * (each spec's afterEach fails on one).
 */
const WEBHOOK_SECRET = 'whsec_standin_e2e_secret';
export const SITE = '/salon/demo-salon';

export const test = base.extend<
  { csp: { violations: string[] } },
  { stripe: StripeStandIn; server: E2eServer; serverEnv: Record<string, string> }
>({
  /** More of the server's environment for a spec's own workers (`test.use`): CLOCK=movable. */
  serverEnv: [{}, { scope: 'worker', option: true }],
  stripe: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their first argument
    async ({}, use) => {
      const stripe = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
      try {
        await use(stripe);
      } finally {
        await stripe.close();
      }
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ mailbox, stripe, serverEnv }, use) => {
      const { server, child } = await startServer(mailbox.url, {
        ...serverEnv,
        PAYMENTS: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_standin',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: stripe.url,
      });
      stripe.setWebhookUrl(`${server.url}/api/v1/webhooks/stripe`);
      try {
        await use(server);
      } finally {
        await stop(child);
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  /** Stripe's origins routed to the stand-ins, and every CSP violation of the page and its frames kept. */
  csp: [
    async ({ page, stripe }, use) => {
      const violations: string[] = [];
      await page.exposeBinding('__cspViolation', (_source, line: string) => void violations.push(line));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __cspViolation: (line: string) => void }).__cspViolation;
          report(`${event.effectiveDirective} blocked ${event.blockedURI} on ${event.documentURI}`);
        });
      });
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
      });
      await routeStripe(page, stripe.url);
      await use({ violations });
    },
    { auto: true },
  ],
});

export async function signIn(page: Page) {
  await page.goto(`${SITE}/login`);
  await page.getByLabel('Email', { exact: true }).fill('client@example.com');
  await page.getByLabel('Password', { exact: true }).fill('DemoPass1!');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`${SITE}#banner$`));
}

/** Types a card into the Payment Element's frame (served from https://js.stripe.com). */
export async function typeCard(page: Page, number: string) {
  const frame = page.frameLocator('iframe[title="Secure payment input frame"]');
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiration date (MM / YY)').fill('12 / 34');
  await frame.getByLabel('Security code').fill('123');
}

/**
 * Demo Salon's owner sets up payouts (its seeded account is an offline one, which Stripe mode does not
 * count): the stand-in's Connect account can take charges at once.
 */
export async function setUpPayouts(page: Page) {
  const token = await ownerToken(page.request);
  const started = await page.request.post('/api/v1/payouts/onboarding', {
    headers: { token },
  });
  expect(((await started.json()) as { data: { state: string } }).data.state).toBe('connected');
}

/** A visitor books Deep Conditioning's first free time; the payment step (`title`) opens. */
export async function book(
  page: Page,
  client: { name: string; email: string; phone: string },
  title: string,
) {
  const booking = await bookPolicyService(page, client);
  const step = page.getByRole('dialog', { name: title });
  await expect(step).toBeVisible();
  // Real cards: Stripe's own field, no test-card hint and no test-mode banner.
  await expect(step.getByLabel('Card Number')).toHaveCount(0);
  await expect(page.getByText('Test mode: no real card is charged')).toHaveCount(0);
  return { step, booking };
}

/** The bank's 3-D Secure page from hooks.stripe.com (frame-src), completed. */
export async function completeChallenge(page: Page) {
  const bank = page.frameLocator('iframe[title="3D Secure challenge"]');
  await expect(bank.getByRole('heading', { name: '3D Secure 2 Test Page' })).toBeVisible();
  await bank.getByRole('button', { name: 'Complete' }).click();
}

/** No request of the page may have been refused by its policy, whatever a test asserted. */
export function failOnViolations() {
  test.afterEach(({ csp }) => {
    expect(csp.violations).toEqual([]);
  });
}

export { expect };
