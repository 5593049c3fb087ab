import type { Page } from '@playwright/test';
import { signIn } from './admin-steps';
import { offeredOnWednesday, postedWednesday } from './booking-day-steps';
import { expect, test } from './fixtures';

/**
 * Appearance (spec 2 §2 Website Settings, §4, §7) against the built server and the seeded demo platform:
 * the owner changes the banner title and the colour, sets Wednesday 10:00 – 16:00 for every stylist with
 * 'Add Work Hours', and the public site shows them; the booking page's Wednesday times lie inside the hours.
 */

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

interface PublicSettings {
  data: { websiteTitle: string; bgColor: string };
}

test('the owner changes the banner title, the colour and the work hours; the public site shows them', async ({
  page,
}) => {
  test.slow(); // the editor, then the public site in a second window
  await signIn(page, 'owner@example.com');
  await page.goto('/website-setting');
  await expect(page.getByRole('heading', { level: 1, name: 'Appearance' })).toBeVisible();

  // Banner title: pencil, type, SUBMIT.
  await page.getByRole('button', { name: 'Edit Banner title' }).click();
  const title = page.getByRole('textbox', { name: 'Banner title' });
  await title.fill('Fresh looks for spring');
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page.getByRole('status').filter({ hasText: /./ }).first()).toBeVisible();
  await expect(page.getByText('Fresh looks for spring')).toBeVisible();

  // An emptied text sends nothing and keeps the saved one.
  await page.getByRole('button', { name: 'Edit Shop title' }).click();
  const shop = page.getByRole('textbox', { name: 'Shop title' });
  const shopBefore = await shop.inputValue();
  await shop.fill('');
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(
    page.getByRole('group', { name: 'Shop title' }).getByText(shopBefore, { exact: true }),
  ).toBeVisible();

  // Colour.
  await page.getByRole('textbox', { name: 'Colour code' }).fill('#0f766e');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('button', { name: 'Update' })).toBeEnabled();

  // Work hours are the stylists' business hours: shown read-only, with the way to where they are set per
  // stylist, and 'Add Work Hours' to set them for several at once: Wednesday 10:00 – 16:00 for all.
  const hours = page.getByRole('group', { name: 'Work hours' });
  await expect(hours.getByRole('link', { name: 'Set business hours' })).toHaveAttribute('href', '/stylist');
  await hours.getByRole('button', { name: 'Add Work Hours' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Work Hours' });
  const wednesdaySwitch = dialog.getByRole('switch', { name: 'Available on Wednesday' });
  if (!(await wednesdaySwitch.isChecked())) await wednesdaySwitch.click();
  await choose(page, 'Wednesday start time', '10:00');
  await choose(page, 'Wednesday end time', '16:00');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(
    dialog.getByText('Their business hours on these days are replaced; booked appointments are kept.'),
  ).toBeVisible();
  for (const box of await dialog.getByRole('checkbox').all()) await expect(box).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const wednesday = hours.locator('dt', { hasText: 'Wednesday' }).locator('+ dd');
  await expect(wednesday).toHaveText('10:00 – 16:00');
  const monday = (await hours.locator('dt', { hasText: 'Monday' }).locator('+ dd').innerText()).trim();
  expect(monday).toMatch(/^\d\d:\d\d – \d\d:\d\d/);

  // Everything was stored: a reload shows it.
  await page.reload();
  await expect(page.getByText('Fresh looks for spring')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Colour code' })).toHaveValue('#0f766e');
  await expect(hours.locator('dt', { hasText: 'Wednesday' }).locator('+ dd')).toHaveText('10:00 – 16:00');

  // The public website's own call answers the new settings at once.
  const response = await page.request.get('/api/v1/website/get-website-setting-by-name?name=demo-salon');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as PublicSettings;
  expect(data.websiteTitle).toBe('Fresh looks for spring');
  expect(data.bgColor).toBe('#0f766e');

  // 'Go To Website' opens the public home in a new window.
  const link = page.getByRole('link', { name: /Go To Website/ });
  await expect(link).toHaveAttribute('href', '/salon/demo-salon');
  const [site] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await site.waitForLoadState();
  await expect(site).toHaveURL(/\/salon\/demo-salon$/);

  // The public home shows what the owner saved, and the hours the Appearance page showed.
  await expect(site.getByRole('heading', { level: 1, name: 'Fresh looks for spring' })).toBeVisible();
  const mondayRow = site.locator('#hoursOfOperation').getByRole('row', { name: /^Monday/ });
  await expect(mondayRow).toContainText(monday);
  const siteColor = await site
    .locator('#banner')
    .evaluate((banner) => getComputedStyle(banner).getPropertyValue('--site-color').trim());
  expect(siteColor).toBe('#0f766e');

  // The home posts Wednesday 10:00 – 16:00, and the booking page's Wednesday times lie inside it.
  await expect(site.locator('#hoursOfOperation').getByRole('row', { name: /^Wednesday/ })).toContainText(
    '10:00 – 16:00',
  );
  expect(await postedWednesday(site)).toEqual([600, 960]);
  const offered = await offeredOnWednesday(site);
  expect(offered[0]).toBeGreaterThanOrEqual(600);
  expect(offered.at(-1)! + 30).toBeLessThanOrEqual(960);
});

test('Appearance fits a 390 px phone; a stylist is sent to /', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'manager@example.com');
  await page.goto('/website-setting');
  await expect(page.getByRole('button', { name: 'Edit Banner title' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'stylist@example.com');
  await page.goto('/website-setting');
  await expect(page).toHaveURL(/\/$/);
});
