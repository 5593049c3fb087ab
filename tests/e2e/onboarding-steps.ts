import type { Page } from '@playwright/test';
import { pick } from './admin-steps';
import { expect } from './fixtures';

/** The onboarding wizard's steps as a new owner walks them (spec 2 §2 Onboarding, §5), shared by the specs. */
export const OWNER_PASSWORD = 'Bella#Hair1';

export interface SignUp {
  /** Makes the salon's, stylist's and e-mail names unique. */
  tag: string;
  packageName?: string;
  /** Also open on Saturdays, from 10:00 (the other weekdays keep 09:00–17:00). */
  saturdayFrom10?: boolean;
}

/** Fills steps 1 to 4 and stops on Payment. */
export async function fillUpToPayment(page: Page, { tag, packageName = 'Pro', saturdayFrom10 }: SignUp) {
  await page.goto('/register');
  await expect(page).toHaveURL(/\/register\/salon$/);
  await expect(page.getByRole('heading', { name: 'Salon Details' })).toBeVisible();
  await page.getByLabel('Salon Name').fill(`Bella ${tag}`);
  await page.getByLabel('Email', { exact: true }).fill(`bella.${tag}@example.com`);
  await page.getByLabel('Phone').fill('5551230000');
  await page.getByLabel('Address').fill('12 Rose Street');
  await page.getByLabel('Password', { exact: true }).fill(OWNER_PASSWORD);
  await page.getByLabel('Re-enter Password').fill(OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Subscription' })).toBeVisible();
  await page.getByRole('radio', { name: packageName }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Stylist Details' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Stylist' });
  await modal.getByLabel('Name').fill(`Mia ${tag}`);
  await modal.getByLabel('Email').fill(`mia.${tag}@example.com`);
  await modal.getByLabel('Phone').fill('5559870000');
  await pick(page, modal.getByLabel('Gender'), 'Female');
  await modal.getByRole('button', { name: 'Add' }).click();
  await expect(modal).toBeHidden();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Business Hours' })).toBeVisible();
  if (saturdayFrom10) {
    await page.getByRole('checkbox', { name: 'Sat' }).check();
    await page.locator('#onb-Sat-start').fill('10:00');
  }
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
}

/** Types a promotion code on the payment step and applies it: the server prices it. */
export async function applyPromo(page: Page, code: string) {
  await page.getByLabel('Promotion Code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`Discount (${code.toUpperCase()})`)).toBeVisible();
}
