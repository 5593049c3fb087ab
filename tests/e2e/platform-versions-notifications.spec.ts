import { signIn } from './admin-steps';
import { expect, test } from './fixtures';

/**
 * App versions (admin) and notifications (salon roles and admin) against the built server and the seeded
 * demo platform (spec 2 §2 App Versions, Notifications; §4, §6).
 */

test('the admin adds an app version, disables it, deletes it; it is gone after a reload', async ({
  page,
}) => {
  await signIn(page, 'admin@example.com');
  await page.goto('/appversion');
  await expect(page.getByRole('heading', { level: 1, name: 'App Versions' })).toBeVisible();
  await page.getByRole('button', { name: 'Add App Version' }).click();
  const form = page.getByRole('dialog', { name: 'Add New App Version' });
  await form.getByLabel('Android Version').fill('9.9.1');
  await form.getByLabel('iOS Version').fill('9.9.2');
  await form.getByLabel('Package Name').fill('com.demosalon.app');
  await form.getByLabel('Bundle ID').fill('com.demosalon.ios');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('App version added successfully')).toBeVisible();

  const toggle = page.getByRole('switch', { name: 'Android 9.9.1 / iOS 9.9.2 enabled' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(page.getByText('App version disabled successfully')).toBeVisible();
  await page.reload();
  await expect(toggle).not.toBeChecked();

  // Delete is offered only on a disabled version.
  const row = page.getByRole('row').filter({ has: toggle });
  await row.getByRole('button', { name: 'Delete App Version' }).click();
  await page
    .getByRole('dialog', { name: 'Delete App Version' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('App version deleted successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'App Versions' })).toBeVisible();
  await expect(toggle).toHaveCount(0);
});

test('the owner sends a notification to the stylists and sees it listed; a stylist is sent to /', async ({
  page,
}) => {
  await signIn(page, 'owner@example.com');
  await page.goto('/notification');
  const form = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Send Notification' }) });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Please select send to')).toBeVisible();

  await form.getByLabel('Send To').click();
  await page.getByRole('option', { name: 'Stylist' }).click();
  await form.getByLabel('Title').fill('Colour training');
  await form.getByLabel('Content').fill('Friday at 8:30 before opening.');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(/^Notification sent to \d+ recipients?$/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('cell', { name: 'Colour training', exact: true })).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'stylist@example.com');
  await page.goto('/notification');
  await expect(page).toHaveURL(/\/$/);
});
