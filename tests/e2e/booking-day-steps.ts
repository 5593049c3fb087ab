import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** 'HH:mm' of the salon's clock as minutes; '8:30 PM' (the booking page's label) too. */
export function minutesOf(time: string): number {
  const [, h, m, half] = /^(\d{1,2}):(\d{2})(?: (AM|PM))?$/.exec(time.trim())!;
  const hours = (Number(h) % (half ? 12 : 24)) + (half === 'PM' ? 12 : 0);
  return hours * 60 + Number(m);
}

/** The site home's posted hours of Wednesday, as minutes ('Closed': none). */
export async function postedWednesday(page: Page): Promise<number[]> {
  await page.goto('/salon/demo-salon');
  const wednesday = page.locator('#hoursOfOperation').getByRole('row', { name: /^Wednesday/ });
  return ((await wednesday.innerText()).match(/\d\d:\d\d/g) ?? []).map(minutesOf);
}

/**
 * The times the booking page offers on a Wednesday at least a week ahead (past the days other specs
 * book), as minutes in order.
 */
export async function offeredOnWednesday(page: Page): Promise<number[]> {
  await page.goto('/salon/demo-salon/book-appointment');
  const day = page.locator('#booking-day');
  await expect(day).not.toHaveText('Finding the first free day…');
  for (let step = 0; step < 7 || !(await day.innerText()).startsWith('Wednesday'); step += 1) {
    expect(step, 'a Wednesday within two weeks').toBeLessThan(14);
    const before = await day.innerText();
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(day).not.toHaveText(before);
  }
  const slots = page.locator('[data-slot-id]');
  await expect(slots.first()).toBeVisible();
  return (await slots.allInnerTexts()).map(minutesOf).sort((a, b) => a - b);
}
