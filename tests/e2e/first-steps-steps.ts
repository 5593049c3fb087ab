import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The first-steps card of a new salon's dashboard, as an owner reads it: each step's state
 * is in its title's accessible name ("Add services, done").
 */
export const firstSteps = (page: Page) =>
  page.getByRole('region', { name: 'Get your salon ready for bookings' });

export async function expectStep(page: Page, title: string, state: 'done' | 'to do'): Promise<void> {
  await expect(firstSteps(page).getByLabel(`${title}, ${state}`, { exact: true })).toBeVisible();
}

/** Back on the dashboard after doing a step. */
export async function openDashboard(page: Page): Promise<void> {
  await page.goto('/');
  await expect(firstSteps(page)).toBeVisible();
  // The card and its actions fit the phone: no sideways scroll.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}
