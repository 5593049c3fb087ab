import { fillUpToPayment } from './onboarding-steps';
import { expect, failOnViolations, setUpPayouts, signIn, SITE, test, typeCard } from './stripe-mode-fixtures';

/**
 * Stripe in the browser, under our own Content-Security-Policy: the built server runs with
 * Stripe keys (PAYMENTS=stripe), its Stripe client pointed at a local stand-in of Stripe's API
 * (STRIPE_API_BASE); Chromium gets a stand-in Stripe.js at https://js.stripe.com, its card frame there,
 * the 3-D Secure frame at https://hooks.stripe.com and Stripe's API at https://api.stripe.com, all routed
 * by Playwright, so the page's CSP decides each request exactly as it would for Stripe's own. Checkout
 * with a 3-D Secure card and the onboarding payment step complete, and any `securitypolicyviolation`
 * (or CSP console error) fails the test. The fixtures are stripe-mode-fixtures.ts; the sibling specs
 * prove the booking page's deposit (3-D Secure, a destination charge) and card on file (a SetupIntent for
 * the salon's account) in stripe-mode-booking.spec.ts, and a no-show fee the bank wants authenticated
 * paid from its e-mailed link in stripe-mode-fee.spec.ts (docs/operations.md, "In a browser").
 */
// Demo Salon's Argan Repair Shampoo ($18.00) (seed/products.ts).
const SHAMPOO = 'd0d00000-0000-4000-8000-000000000001';
test('the recorder sees a violation (the checks below would catch one)', async ({ page, csp }) => {
  await page.goto(`${SITE}/products-list`);
  await page.evaluate(() => fetch('https://example.com/').catch(() => undefined));
  await expect.poll(() => csp.violations.some((line) => line.startsWith('connect-src blocked'))).toBe(true);
  await expect.poll(() => csp.violations.some((line) => line.startsWith('console:'))).toBe(true);
  csp.violations.length = 0;
});

test('checkout takes a 3-D Secure card through Stripe.js under our CSP', async ({ page, stripe, csp }) => {
  await setUpPayouts(page);
  await signIn(page);
  await page.evaluate((id) => {
    localStorage.setItem(
      'cart',
      JSON.stringify({
        salon: 'demo-salon',
        couponCode: null,
        items: [
          {
            _id: id,
            productName: 'Argan Repair Shampoo',
            productImageURL: '/favicon.ico',
            productPrice: 1800,
            actualPrice: 1800,
            stock: 20,
            quantity: 1,
          },
        ],
      }),
    );
  }, SHAMPOO);
  await page.goto(`${SITE}/checkout`);
  await page.getByLabel('First Name').fill('Chris');
  await page.getByLabel('Last Name').fill('Walker');
  await page.getByLabel('Address').fill('415 West 23rd Street');
  await page.getByLabel('City').fill('New York');
  await page.getByLabel('State').fill('NY');
  await page.getByLabel('Zip Code').fill('10011');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();

  // Stripe.js from js.stripe.com (script-src), its card frame (frame-src), its API (connect-src).
  // Real cards: no test-mode banner.
  await expect(page.getByText('Test mode: no real card is charged')).toHaveCount(0);
  await typeCard(page, '4000 0027 6000 3184');
  await page.getByRole('button', { name: /^Pay / }).click();
  // The bank's challenge from hooks.stripe.com (frame-src).
  const bank = page.frameLocator('iframe[title="3D Secure challenge"]');
  await expect(bank.getByRole('heading', { name: '3D Secure 2 Test Page' })).toBeVisible();
  await bank.getByRole('button', { name: 'Complete' }).click();

  // Paid on Stripe's signed webhook: the payment page (or checkout) says so.
  await expect(page.getByText('Your payment is successful').first()).toBeVisible({ timeout: 20_000 });
  expect(stripe.webhooks).toContainEqual({ type: 'payment_intent.succeeded', status: 200 });
  // The browser's calls reached Stripe's API with the publishable key only.
  expect(stripe.calls).toContain('POST /v1/payment_methods pk_');
  expect(stripe.calls).toContain('POST /v1/payment_intents sk_');
  // The salon's account was made with the secret key; the charge went to it (a destination charge).
  expect(stripe.calls).toContain('POST /v1/accounts sk_');
  expect(csp.violations).toEqual([]);
});

test('the onboarding payment step pays the first invoice through Stripe.js under our CSP', async ({
  page,
  stripe,
  csp,
}) => {
  test.slow(); // the whole wizard
  const tag = `stripe${Date.now() % 100000}`;
  await fillUpToPayment(page, { tag });
  await expect(page.getByText('Test mode: no real card is charged')).toHaveCount(0);
  await typeCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  // Paid: the owner lands signed in on the new salon's dashboard.
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  await expect(page.getByText('Get your salon ready for bookings')).toBeVisible();
  expect(stripe.calls).toContain('POST /v1/subscriptions sk_');
  // Stripe's signed invoice.paid reached the server and was accepted.
  await expect.poll(() => stripe.webhooks.some((hook) => hook.type === 'invoice.paid')).toBe(true);
  expect(stripe.webhooks.filter((hook) => hook.status !== 200)).toEqual([]);
  expect(stripe.calls.some((call) => /^POST \/v1\/payment_intents\/pi_\w+\/confirm pk_$/.test(call))).toBe(
    true,
  );
  expect(csp.violations).toEqual([]);
});

failOnViolations();
