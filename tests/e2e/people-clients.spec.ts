import type { Page } from '@playwright/test';
import { pick, signIn } from './admin-steps';
import { expect, test } from './fixtures';

/**
 * Client users, check-in and tenant isolation (spec 1 §2 "Users list", "Check-in"), against the built
 * admin app on the built server: the Demo Salon owner adds a client assigned to a stylist, finds them
 * by search, checks them in, and the Second Salon owner does not see them.
 */
const CLIENT = { name: 'Nora Quinn', email: 'nora.quinn@example.com', phone: '2125550199' };

async function searchUsers(page: Page, text: string): Promise<void> {
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search Users...' }).fill(text);
}

test('the salon owner adds a client, finds them, checks them in; the other salon does not see them', async ({
  page,
}) => {
  await signIn(page, 'owner@example.com');

  // Twenty demo clients: the list pages at 15.
  await page.goto('/users');
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();

  await page.getByRole('button', { name: 'Add New User' }).click();
  const form = page.getByRole('dialog', { name: 'Add New User' });
  await form.getByLabel('Name').fill(CLIENT.name);
  await form.getByLabel('Email').fill(CLIENT.email);
  await form.getByLabel('Phone').fill(CLIENT.phone);
  await expect(form.getByLabel('Phone')).toHaveValue('212-555-0199');
  await pick(page, form.getByLabel('Gender'), 'Female');
  await pick(page, form.getByLabel('Stylist'), 'Stella Romano');
  await form.getByLabel('Notes').fill('First visit: wants a bob.');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('User created successfully')).toBeVisible();
  await expect(form).toBeHidden();

  await searchUsers(page, 'nora');
  const row = page.getByRole('row').filter({ hasText: CLIENT.name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Stella Romano');
  await expect(row).toContainText('212-555-0199');
  await expect(page.getByRole('row')).toHaveCount(2);

  await page.goto('/check-in');
  await expect(page.getByRole('heading', { name: 'Check-in' })).toBeVisible();
  await page.getByLabel('Your name').pressSequentially('nora');
  await page.getByRole('option', { name: 'Nora Quinn (***-***-0199)' }).click();
  await page.getByRole('button', { name: 'Check-in' }).click();
  await expect(page.getByRole('region', { name: 'Check-in' }).getByRole('status')).toHaveText(
    'Welcome, Nora Quinn! You are checked in.',
  );

  // The second salon's owner sees only their own clients.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'owner2@example.com');
  await searchUsers(page, 'nora');
  await expect(page.getByText('We could not find any user data.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: CLIENT.name })).toHaveCount(0);
});
