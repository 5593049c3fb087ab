import { pick, signIn } from './admin-steps';
import { expect, test } from './fixtures';
import { applyPromo, fillUpToPayment } from './onboarding-steps';

/**
 * The platform's pricing (spec 2 §2 Coupons, Promotional Codes, Subscription; §4–§8) against the built
 * server on the offline billing provider, on a 390 px wide phone; then a new owner signs up with what the
 * admin made (the tests share the worker's server, so they run in order).
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 } });

test('the admin adds a package with both plans, a coupon and a promotion code, and switches a plan off', async ({
  page,
}) => {
  await signIn(page, 'admin@example.com');

  // A package with its monthly and annual plans.
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Basic' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Package' }).click();
  const packageForm = page.getByRole('dialog', { name: 'Add New Package' });
  await packageForm.getByRole('button', { name: 'Submit' }).click();
  await expect(packageForm.getByText('Please Enter Name')).toBeVisible();
  await packageForm.getByLabel('Name').fill('Salon Max');
  await packageForm.getByLabel('Description').fill('Four calendars for a growing salon.');
  await pick(page, packageForm.getByLabel('Maximum Calendars'), '4');
  await packageForm.getByLabel('Monthly Price ($)').fill('59');
  await packageForm.getByLabel('Annual Price ($)').fill('590.00');
  await packageForm.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Package added successfully')).toBeVisible();

  const card = page.getByRole('listitem', { name: 'Salon Max' });
  await expect(card.getByText('Calendars: 4 · Users: 4')).toBeVisible();
  await expect(card.getByText('$59.00')).toBeVisible();
  await expect(card.getByText('$590.00')).toBeVisible();
  const annual = card.getByRole('switch', { name: 'Salon Max annual plan enabled' });
  await expect(annual).toBeChecked();
  await annual.click();
  await expect(page.getByText('Package status changed')).toBeVisible();
  await page.reload();
  await expect(annual).not.toBeChecked();
  await expect(card.getByRole('switch', { name: 'Salon Max monthly plan enabled' })).toBeChecked();

  // Onboarding offers the package monthly only now.
  const packagesOf = async (interval: string) =>
    (
      (await (await page.request.get(`/api/v1/plan/get-packages?interval=${interval}`)).json()) as {
        data: Array<{ name: string }>;
      }
    ).data.map((item) => item.name);
  expect(await packagesOf('month')).toContain('Salon Max');
  expect(await packagesOf('year')).not.toContain('Salon Max');

  // A coupon of the card provider.
  await page.goto('/coupon-bookb');
  await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Coupon' }).click();
  const couponForm = page.getByRole('dialog', { name: 'Add New Coupon' });
  await couponForm.getByLabel('Coupon Name').fill('Launch $20');
  await couponForm.getByLabel('Discount ($ off)').fill('20');
  await pick(page, couponForm.getByLabel('Duration'), 'Forever');
  await couponForm.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Coupon added successfully')).toBeVisible();
  const coupon = page.getByRole('listitem', { name: 'Launch $20' });
  await expect(coupon.getByText('$20.00 off')).toBeVisible();
  await expect(coupon.getByText('Duration: Forever')).toBeVisible();

  // A promotion code naming it, typed in lower case.
  await page.goto('/promo-codes');
  await expect(page.getByRole('heading', { level: 1, name: 'Promo Codes' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'WELCOME10' })).toBeVisible();
  await page.getByRole('button', { name: 'New Promo-Code' }).click();
  const promoForm = page.getByRole('dialog', { name: 'New Promo-Code' });
  await promoForm.getByLabel('Promotional Code').fill('launch20');
  await pick(page, promoForm.getByLabel('Coupon'), 'Launch $20 ($20.00 off, forever)');
  await promoForm.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Promo code added successfully')).toBeVisible();
  await page.reload();
  const promo = page.getByRole('listitem', { name: 'LAUNCH20' });
  await expect(promo.getByText('Coupon: Launch $20')).toBeVisible();
  await expect(promo.getByRole('switch', { name: 'LAUNCH20 active' })).toBeChecked();
  // Onboarding has no public list of codes: a typed one is priced by the server.
  const check = await page.request.post('/api/v1/promo-codes/check', {
    data: { code: 'launch20', plan: 'price_none' },
  });
  expect(check.status()).toBe(400);
});

test("a new owner signs up with the admin's package and promotion code, then finds the stylist and hours", async ({
  page,
}) => {
  test.slow(); // a whole sign-up, then the owner's and the admin's pages
  const tag = `max${Date.now() % 100000}`;
  await fillUpToPayment(page, { tag, packageName: 'Salon Max', saturdayFrom10: true });

  // Going back loses nothing: Saturday's hours and the stylist are still there.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('heading', { name: 'Business Hours' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Sat' })).toBeChecked();
  await expect(page.locator('#onb-Sat-start')).toHaveValue('10:00');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('heading', { name: 'Stylist Details' })).toBeVisible();
  await expect(page.getByText(`Mia ${tag}`)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();

  // $59.00 a month less the admin's $20 coupon through LAUNCH20.
  await applyPromo(page, 'launch20');
  await page.getByLabel('Card Number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $39.00' }).click();
  // The owner lands signed in on the new salon's dashboard.
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.getByText('Get your salon ready for bookings')).toBeVisible();
  await page.goto('/stylist');
  await page
    .getByRole('row')
    .filter({ hasText: `Mia ${tag}` })
    .getByRole('link', { name: 'View Availabilities' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Mia ${tag}'s Availabilities` })).toBeVisible();
  await page.getByRole('button', { name: 'Change hours' }).click();
  await page.getByRole('menuitem', { name: 'Change Weekly by hour' }).click();
  const hours = page.getByRole('dialog', { name: 'Weekly Business Hours' });
  // Open Monday to Saturday (Saturday from 10:00), closed on Sunday only.
  await expect(hours.getByLabel('Monday start 1')).toBeVisible();
  await expect(hours.getByLabel('Saturday start 1')).toBeVisible();
  await expect(hours.getByText('Closed')).toHaveCount(1);
  await expect(hours.getByText('10:00', { exact: true })).toHaveCount(1);
});

test('a salon owner is sent from the pricing pages to the dashboard', async ({ page }) => {
  await signIn(page, 'owner@example.com');
  for (const path of ['/subscription', '/coupon-bookb', '/promo-codes']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});
