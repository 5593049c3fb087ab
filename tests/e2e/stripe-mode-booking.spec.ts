import { withServicePayment } from './payment-policy-steps';
import { TEST_CARDS } from './stripe-stand-in/api';
import {
  book,
  completeChallenge,
  expect,
  failOnViolations,
  setUpPayouts,
  test,
  typeCard,
} from './stripe-mode-fixtures';

/**
 * The booking page's payment steps in Stripe mode, through the stand-in Stripe.js under our
 * CSP (stripe-mode-fixtures.ts): a deposit paid with a card that asks 3-D Secure (a destination charge
 * to the salon's connected account), and a card saved for the salon's fees with a SetupIntent for that
 * account. Deep Conditioning takes a payment for these tests only (back to none afterwards).
 */
test('a deposit is paid with a 3-D Secure card through Stripe.js and confirms the booking', async ({
  page,
  request,
  stripe,
  mailbox,
}) => {
  await setUpPayouts(page);
  const client = { name: 'Dana Stripe', email: 'dana.stripe.e2e@example.com', phone: '6465550194' };
  await withServicePayment(
    request,
    { paymentPolicy: 'deposit', deposit: { kind: 'fixed', value: 10 } },
    async () => {
      const { step } = await book(page, client, 'Pay the deposit');
      await expect(step.getByText('$10.00', { exact: true })).toBeVisible();
      await typeCard(page, TEST_CARDS.threeDSecure);
      await step.getByRole('button', { name: 'Pay $10.00' }).click();
      await completeChallenge(page);

      const thanks = page.getByRole('dialog', { name: 'Thank You' });
      // Paid, or (when our server answered before Stripe's webhook reached it) being confirmed: never
      // "paid" on the browser's word alone.
      await expect(
        thanks.getByText(/^Deposit (paid: \$10\.00|of \$10\.00 sent: your bank is confirming it\.)$/),
      ).toBeVisible({ timeout: 20_000 });
      // Confirmed by Stripe's signed webhook: the confirmation e-mail names the deposit paid.
      await expect
        .poll(() => stripe.webhooks.some((hook) => hook.type === 'payment_intent.succeeded'))
        .toBe(true);
      const mail = await mailbox.waitFor(
        (m) => m.to.includes(client.email) && m.subject.startsWith('Your appointment'),
      );
      expect(mail.text).toContain('$10.00 paid');

      // A destination charge to the salon's connected account, confirmed by our server with the
      // PaymentMethod the browser created with the publishable key.
      const [intent] = stripe.paymentIntents().filter((pi) => pi.metadata.kind === 'deposit');
      expect(intent).toMatchObject({ amount: 1000, currency: 'usd', status: 'succeeded' });
      expect(intent!.transfer_data?.destination).toMatch(/^acct_/);
      expect(stripe.calls).toContain('POST /v1/payment_methods pk_');
      expect(stripe.calls).toContain(`POST /v1/payment_intents/${intent!.id}/confirm sk_`);
    },
  );
});

test('a card on file is saved with a SetupIntent through Stripe.js and confirms the booking', async ({
  page,
  request,
  stripe,
  mailbox,
}) => {
  await setUpPayouts(page);
  const client = { name: 'Sam Setup', email: 'sam.setup.e2e@example.com', phone: '6465550195' };
  await withServicePayment(request, { paymentPolicy: 'card' }, async () => {
    const { step } = await book(page, client, 'Save your card');
    await typeCard(page, TEST_CARDS.threeDSecure);
    await step.getByRole('button', { name: 'Save card' }).click();
    await completeChallenge(page);

    const thanks = page.getByRole('dialog', { name: 'Thank You' });
    await expect(
      thanks.getByText("Your card is saved for the salon's no-show policy; nothing was charged."),
    ).toBeVisible({
      timeout: 20_000,
    });
    const mail = await mailbox.waitFor(
      (m) => m.to.includes(client.email) && m.subject.startsWith('Your appointment'),
    );
    expect(mail.text).toContain("Saved for the salon's fees");

    // Saved for the salon's connected account, on a customer of the platform: nothing was charged.
    const setup = stripe.setupIntents().at(-1);
    expect(setup).toMatchObject({ status: 'succeeded', usage: 'off_session' });
    expect(setup!.on_behalf_of).toMatch(/^acct_/);
    expect(setup!.customer).toMatch(/^cus_/);
    expect(stripe.calls).toContain(`POST /v1/setup_intents/${setup!.id}/confirm sk_`);
    const appointment = setup!.metadata.appointment_id;
    expect(stripe.paymentIntents().filter((pi) => pi.metadata.appointment_id === appointment)).toEqual([]);
    await expect
      .poll(() => stripe.webhooks.some((hook) => hook.type === 'setup_intent.succeeded'))
      .toBe(true);
    expect(stripe.webhooks.filter((hook) => hook.status !== 200)).toEqual([]);
  });
});

failOnViolations();
