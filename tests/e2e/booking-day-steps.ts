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

/**
 * With a visit's services chosen: `hops` days ahead (past the times specs running beside book), then
 * the first day with a start that fits the whole visit, whose first start is chosen.
 */
export async function chooseFirstVisitStart(page: Page, hops: number): Promise<void> {
  const shown = page.locator('[data-start-time], [data-booking-empty]').first();
  for (let hop = 0; hop < hops; hop++) {
    await expect(shown).toBeVisible();
    await page.getByRole('button', { name: 'Next day', exact: true }).click();
  }
  for (let day = 0; day < 14; day++) {
    await expect(shown).toBeVisible();
    if ((await page.locator('[data-start-time]').count()) > 0) break;
    const next = page.getByRole('button', { name: /^Next day with a time:/ });
    if (await next.isVisible().catch(() => false)) await next.click();
    else await page.getByRole('button', { name: 'Next day', exact: true }).click();
  }
  await page.locator('[data-start-time]').first().click();
}
