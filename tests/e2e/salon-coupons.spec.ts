import { signIn } from './admin-steps';
import { expect, test } from './fixtures';

/**
 * The salon's Coupons screen on a 390 px phone: the owner adds a coupon (code upper-cased), disables it and
 * deletes it; the public Discounts page lists only enabled ones (spec 2 §2 "Coupons", §5).
 */
test.use({ viewport: { width: 390, height: 844 } });

test('the owner adds, disables and deletes a coupon; the Discounts page shows enabled ones', async ({
  page,
}) => {
  await signIn(page, 'owner@example.com');

  await page.goto('/coupon');
  await expect(page.getByRole('heading', { name: 'Coupons' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome offer' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Coupon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Coupon' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please enter coupon title')).toBeVisible();
  await dialog.getByLabel('Coupon Title').fill('E2E Offer');
  await dialog.getByLabel('Discount (%)').fill('15');
  await dialog.getByLabel('Coupon Code').fill('e2e15');
  const today = new Date();
  const inAMonth = new Date(today.getTime() + 30 * 86_400_000);
  const mdy = (date: Date) =>
    `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getDate()).padStart(2, '0')}/${date.getFullYear()}`;
  await dialog.getByLabel('Valid From').fill(mdy(today));
  await dialog.getByLabel('Valid From').press('Enter');
  await dialog.getByLabel('Valid Till').fill(mdy(inAMonth));
  await dialog.getByLabel('Valid Till').press('Enter');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Coupon added successfully')).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'E2E Offer' }) });
  await expect(card.getByText('E2E15')).toBeVisible();
  await expect(card.getByText('15% off')).toBeVisible();

  await page.goto('/salon/demo-salon/discounts');
  await expect(page.getByText('E2E15')).toBeVisible();
  await expect(page.getByText('SUMMER20')).toHaveCount(0);

  await page.goto('/coupon');
  await card.getByRole('switch', { name: 'Enable E2E Offer' }).click();
  await expect(page.getByText('Coupon disabled successfully')).toBeVisible();
  await card.getByRole('button', { name: 'Delete E2E Offer' }).click();
  await page.getByRole('dialog', { name: 'Delete Coupon' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Coupon deleted successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'E2E Offer' })).toHaveCount(0);
});
