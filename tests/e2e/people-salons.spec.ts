import type { Page } from '@playwright/test';
import { signIn } from './admin-steps';
import { expect, test } from './fixtures';

/**
 * Stylists and tenant isolation (spec 1 §2 "Stylist list", §6), against the built admin app on the
 * built server: the Demo Salon owner adds a stylist with a photo and sees it in the list with the
 * photo; the Second Salon owner does not see them. The admin creates a salon with a logo (spec 1 §2
 * "Salon list").
 */
// A 1×1 PNG: the photo the owner uploads (judged by its content on the server).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function searchStylists(page: Page, text: string): Promise<void> {
  await page.goto('/stylist');
  await expect(page.getByRole('heading', { name: 'Stylist' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search Stylists...' }).fill(text);
}

test('the salon owner adds a stylist with a photo; the other salon does not see them', async ({ page }) => {
  await signIn(page, 'owner@example.com');
  await page.goto('/stylist');
  await page.getByRole('button', { name: 'Add New Stylist' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Stylist' });
  await form.getByLabel('Name').fill('Nina Novak');
  await form.getByLabel('Email').fill('nina.novak@example.com');
  await form.getByLabel('Phone').fill('2125550162');
  await form.getByLabel('Address').fill('1 Main Street, New York');
  await form.getByLabel('Gender').click();
  await form.getByRole('option', { name: 'Female' }).click();
  await form.getByLabel('Password', { exact: true }).fill('Strong8$pass');
  await form.getByLabel('Photo').setInputFiles({ name: 'nina.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Add' }).click();
  // The first upload after the server starts can be slow on a busy machine.
  await expect(page.getByText('Stylist created successfully')).toBeVisible({ timeout: 30_000 });
  await expect(form).toBeHidden();

  await searchStylists(page, 'nina');
  const row = page.getByRole('row').filter({ hasText: 'Nina Novak' });
  await expect(row).toBeVisible();
  const photo = row.locator('img');
  await expect(photo).toHaveAttribute('src', /^\/uploads\/[0-9a-f-]{36}\.png$/);
  // The stored photo is served (the browser loaded it).
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  // The second salon's owner sees only their own stylists.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'owner2@example.com');
  await searchStylists(page, 'nina');
  await expect(page.getByText('We could not find any stylist data.')).toBeVisible();
});

test('the admin creates a salon with a logo', async ({ page }) => {
  await signIn(page, 'admin@example.com');
  await page.goto('/salon');
  await expect(page.getByRole('heading', { name: 'Salon' })).toBeVisible();
  await page.getByRole('button', { name: 'Add New Salon' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Salon' });
  await form.getByLabel('Name').fill('Nova Hair Studio');
  await form.getByLabel('Email').fill('nova.owner@example.com');
  await form.getByLabel('Phone').fill('2125550188');
  await form.getByLabel('Address').fill('7 Orchard Street, New York');
  await form.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await form.getByLabel('Password', { exact: true }).fill('Strong8$pass');
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Salon created successfully')).toBeVisible({ timeout: 30_000 });
  await expect(form).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search salon...' }).fill('Nova');
  const row = page.getByRole('row').filter({ hasText: 'Nova Hair Studio' });
  await expect(row).toBeVisible();
  const logo = row.locator('img');
  await expect(logo).toHaveAttribute('src', /^\/uploads\/[0-9a-f-]{36}\.png$/);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
});
