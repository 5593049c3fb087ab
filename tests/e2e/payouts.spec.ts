import { signIn } from './admin-steps';
import { expect, test } from './fixtures';

/**
 * The Payouts page against the built server and the seeded demo platform, offline: Demo
 * Salon's account is set up already, so the owner sees it take charges and pay out; a manager is not
 * offered the page, and its address sends them home.
 */
test('the owner opens Payouts from the sidebar and sees the account connected', async ({ page }) => {
  await signIn(page, 'owner@example.com');
  await page.getByRole('link', { name: 'Payouts' }).click();
  await expect(page).toHaveURL(/\/payouts$/);
  await expect(page.getByRole('heading', { name: 'Payouts', level: 1 })).toBeVisible();
  await expect(page.getByText('Payouts are set up. Your shop takes card payments.')).toBeVisible();
  const account = page.getByRole('region', { name: 'Payout account' });
  await expect(account.getByText('Card payments', { exact: true })).toBeVisible();
  await expect(account.getByText('No payouts yet')).toBeVisible();

  // Back from Stripe's onboarding: the page reads the account again.
  const reread = page.waitForResponse((response) => response.url().endsWith('/api/v1/payouts/account'));
  await page.goto('/payouts?from=stripe');
  expect((await reread).status()).toBe(200);
  await expect(page.getByText('Payouts are set up. Your shop takes card payments.')).toBeVisible();
});

test('a manager is not offered Payouts, and its address sends them home', async ({ page }) => {
  await signIn(page, 'manager@example.com');
  await expect(page.getByRole('link', { name: 'Payouts' })).toHaveCount(0);
  await page.goto('/payouts');
  await expect(page).toHaveURL(/\/$/);
});
