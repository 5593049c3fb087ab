import { fillLogin, signIn, submitLogin } from './admin-steps';
import { expect, test } from './fixtures';
import { applyPromo, fillUpToPayment, OWNER_PASSWORD as PASSWORD } from './onboarding-steps';

/**
 * The onboarding wizard (spec 2 §2, §4, §5) against the built server on the offline billing provider,
 * on a 390 px wide phone: a paid sign-up with the seeded WELCOME10 code (the owner lands signed in on the
 * new salon's dashboard, the receipt arrives, then the owner cancels from My Profile and the admin's Salon
 * list and dashboard show it), the authentication card, and a declined card.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a new owner signs up with WELCOME10 and the succeeding card, lands signed in, gets the receipt, and cancels', async ({
  page,
  mailbox,
}) => {
  test.slow(); // a whole sign-up, then the owner's and the admin's pages
  const tag = `ok${Date.now() % 100000}`;
  await fillUpToPayment(page, { tag });
  await applyPromo(page, 'WELCOME10');
  await expect(page.getByRole('button', { name: 'Pay $39.00' })).toBeVisible();
  // PAYMENTS=offline: the payment step says so.
  await expect(
    page.getByRole('note').filter({ hasText: 'Test mode: no real card is charged' }),
  ).toBeVisible();
  await page.getByLabel('Card Number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $39.00' }).click();

  // Paid: the owner is handed to the new salon's dashboard, signed in (a one-time token).
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.getByText('Get your salon ready for bookings')).toBeVisible();
  // The receipt (plan, period, amount charged, discount, next renewal) and the welcome e-mail.
  const owner = `bella.${tag}@example.com`;
  const receipt = await mailbox.waitFor((m) => m.to.includes(owner) && m.subject.startsWith('Your receipt'));
  expect(receipt.text).toContain('Amount charged: $39.00');
  expect(receipt.text).toContain('Discount: $10.00 (code WELCOME10)');
  expect(receipt.text).toContain('Next renewal:');
  await mailbox.waitFor((m) => m.to.includes(owner) && m.subject.includes('your first steps'));
  // My Profile's billing history shows the payment.
  await page.goto('/my-profile');
  const history = page.getByRole('region', { name: 'Payments' });
  await expect(history.getByText('$39.00 ($10.00 off)')).toBeVisible();
  await expect(history.getByText('Paid')).toBeVisible();
  await page.goto('/stylist');
  await expect(page.getByText(`Mia ${tag}`).first()).toBeVisible();

  // The owner cancels from My Profile: the plan says when it ends, and the admin's Salon list shows it.
  await page.goto('/my-profile');
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(page.getByText(/Are you sure you want to cancel your subscription\?/)).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(/^Cancelled: ends on/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Renew Subscription' })).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'admin@example.com');
  await page.goto('/salon');
  await page.getByRole('searchbox', { name: 'Search salon...' }).fill(`Bella ${tag}`);
  // Cancelled by its owner: it ends with the period, and cannot be cancelled again.
  const bella = page.getByRole('row').filter({ hasText: `Bella ${tag}` });
  await expect(bella.getByText('Ends with the period')).toBeVisible();
  await expect(bella.getByRole('button', { name: `Cancel Subscription of Bella ${tag}` })).toHaveCount(0);
  await page.goto('/');
  await expect(
    page
      .getByRole('complementary', { name: 'Salon Subscription' })
      .getByRole('button', { name: new RegExp(`Bella ${tag}`) }),
  ).toContainText(/Cancelled: ends in/);
});

test('a declined card shows the error and leaves no salon to sign in to', async ({ page }) => {
  const tag = `no${Date.now() % 100000}`;
  await fillUpToPayment(page, { tag });
  await page.getByLabel('Card Number').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByText('Your card was declined.')).toBeVisible();

  await fillLogin(page, `bella.${tag}@example.com`, PASSWORD);
  await submitLogin(page);
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('alert').first()).toBeVisible();
});

test('the authentication card goes through its extra step', async ({ page }) => {
  const tag = `3ds${Date.now() % 100000}`;
  await fillUpToPayment(page, { tag });
  await page.getByLabel('Card Number').fill('4000 0025 0000 3155');
  await page.getByRole('button', { name: /^Pay/ }).click();
  const bank = page.getByRole('dialog', { name: 'Authenticate your payment' });
  await bank.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.getByText('Get your salon ready for bookings')).toBeVisible();
});
