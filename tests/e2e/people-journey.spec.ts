import type { Page } from '@playwright/test';
import { pick, signIn } from './admin-steps';
import { expect, test } from './fixtures';

/**
 * Issue "People and access", in one sitting on the built apps and server: the Demo Salon owner adds a
 * stylist with a photo, adds a client assigned to that stylist, finds the client by search and checks
 * them in; the Second Salon owner sees none of it.
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const STYLIST = { name: 'Iris Vale', email: 'iris.vale@example.com', phone: '3475550131' };
const CLIENT = { name: 'Owen Marsh', email: 'owen.marsh@example.com', phone: '3475550142' };

async function search(page: Page, path: string, box: string, text: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('searchbox', { name: box }).fill(text);
}

test('a stylist with a photo, their new client found and checked in; the other salon sees none of it', async ({
  page,
}) => {
  // Two salons, a photo upload, a kiosk check-in: a long journey on a busy 2-core machine.
  test.slow();
  await signIn(page, 'owner@example.com');

  await page.goto('/stylist');
  await page.getByRole('button', { name: 'Add New Stylist' }).click();
  const stylistForm = page.getByRole('dialog', { name: 'Add New Stylist' });
  await stylistForm.getByLabel('Name').fill(STYLIST.name);
  await stylistForm.getByLabel('Email').fill(STYLIST.email);
  await stylistForm.getByLabel('Phone').fill(STYLIST.phone);
  await stylistForm.getByLabel('Address').fill('5 Park Row, New York');
  await stylistForm.getByLabel('Gender').click();
  await stylistForm.getByRole('option', { name: 'Female' }).click();
  await stylistForm.getByLabel('Password', { exact: true }).fill('Strong8$pass');
  await stylistForm
    .getByLabel('Photo')
    .setInputFiles({ name: 'iris.png', mimeType: 'image/png', buffer: PNG });
  await stylistForm.getByRole('button', { name: 'Add' }).click();
  await expect(stylistForm).toBeHidden({ timeout: 15_000 });

  await page.goto('/users');
  await page.getByRole('button', { name: 'Add New User' }).click();
  const clientForm = page.getByRole('dialog', { name: 'Add New User' });
  await clientForm.getByLabel('Name').fill(CLIENT.name);
  await clientForm.getByLabel('Email').fill(CLIENT.email);
  await clientForm.getByLabel('Phone').fill(CLIENT.phone);
  await pick(page, clientForm.getByLabel('Gender'), 'Male');
  await pick(page, clientForm.getByLabel('Stylist'), STYLIST.name);
  await clientForm.getByLabel('Notes').fill('Prefers mornings.');
  await clientForm.getByRole('button', { name: 'Submit' }).click();
  await expect(clientForm).toBeHidden({ timeout: 15_000 });

  await search(page, '/users', 'Search Users...', 'owen');
  const row = page.getByRole('row').filter({ hasText: CLIENT.name });
  await expect(row).toContainText(STYLIST.name);

  await page.goto('/check-in');
  await page.getByLabel('Your name').pressSequentially('owen');
  await page.getByRole('option', { name: `${CLIENT.name} (***-***-0142)` }).click();
  await page.getByRole('button', { name: 'Check-in' }).click();
  await expect(page.getByRole('region', { name: 'Check-in' }).getByRole('status')).toHaveText(
    `Welcome, ${CLIENT.name}! You are checked in.`,
  );

  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'owner2@example.com');
  await search(page, '/stylist', 'Search Stylists...', 'iris');
  await expect(page.getByText('We could not find any stylist data.')).toBeVisible();
  await search(page, '/users', 'Search Users...', 'owen');
  await expect(page.getByText('We could not find any user data.')).toBeVisible();
});
