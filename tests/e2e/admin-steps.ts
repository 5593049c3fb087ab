import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The admin app's steps that the specs share: signing in and choosing a select's option. */

/** The seeded demo accounts' password (apps/server's seed). */
export const DEMO_PASSWORD = 'DemoPass1!';

/** Opens the login page and fills the credentials, without submitting. */
export async function fillLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

export const submitLogin = (page: Page) => page.getByRole('button', { name: /sign in/i }).click();

/** Signs in and waits for the home page. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await fillLogin(page, email, password);
  await submitLogin(page);
  await expect(page).toHaveURL(/\/$/);
}

/** Opens a select from the keyboard (a non-searchable select's input is a 1 px stand-in) and picks an option. */
export async function pick(page: Page, input: Locator, option: string): Promise<void> {
  await input.focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: option, exact: true }).click();
}
