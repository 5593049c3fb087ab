import { moveClock, moveClockPast, ownerToken, setCardOnFile } from './payment-policy-steps';
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
 * The pay-appointment-fee page in Stripe mode: a card saved at booking through Stripe.js
 * (with 3-D Secure) is charged the salon's $25.00 no-show fee off-session; the bank asks for
 * authentication (`authentication_required`: the intent is left `requires_payment_method`), the client
 * gets the payment link, and its page confirms the fee on-session with the saved card through Stripe.js,
 * 3-D Secure included, under our CSP. The server's clock moves past the visit (CLOCK=movable, this spec's
 * own workers only).
 */
test.use({ serverEnv: { CLOCK: 'movable', NODE_ENV: 'test' } });

test('a no-show fee the bank asks to confirm is paid on the payment link through Stripe.js', async ({
  page,
  request,
  stripe,
  mailbox,
}) => {
  await setUpPayouts(page);
  const client = { name: 'Fay Fee', email: 'fay.fee.e2e@example.com', phone: '6465550196' };
  await setCardOnFile(request, true);
  try {
    const { step, booking } = await book(page, client, 'Save your card');
    await typeCard(page, TEST_CARDS.threeDSecure);
    await step.getByRole('button', { name: 'Save card' }).click();
    await completeChallenge(page);
    await expect(page.getByRole('dialog', { name: 'Thank You' })).toBeVisible({ timeout: 20_000 });

    await moveClockPast(request, booking);
    const marked = await request.post(`/api/v1/appointment/no-show/${booking._id}`, {
      headers: { token: await ownerToken(request) },
    });
    expect(marked.status(), await marked.text()).toBe(200);
    const [fee] = stripe.paymentIntents().filter((pi) => pi.metadata.kind === 'no_show_fee');
    expect(fee).toMatchObject({ amount: 2500, status: 'requires_payment_method' });
    expect(fee!.transfer_data?.destination).toMatch(/^acct_/);

    const ask = await mailbox.waitFor(
      (m) => m.to.includes(client.email) && m.subject.startsWith('Please confirm the no-show fee'),
    );
    const link = new URL(/https?:\S+pay-appointment-fee\?token=\S+/.exec(ask.text)![0]);
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { name: 'Pay your appointment fee' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay $25.00' }).click();
    await completeChallenge(page);
    await expect(page.getByRole('heading', { name: 'Your fee is paid' })).toBeVisible({ timeout: 20_000 });
    // Confirmed on-session by the browser (publishable key) with the saved card.
    expect(stripe.calls).toContain(`POST /v1/payment_intents/${fee!.id}/confirm pk_`);
    expect(stripe.paymentIntents().find((pi) => pi.id === fee!.id)?.status).toBe('succeeded');
  } finally {
    await moveClock(request, 0);
    await setCardOnFile(request, false);
  }
});

failOnViolations();
