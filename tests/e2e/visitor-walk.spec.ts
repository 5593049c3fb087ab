import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The rest of the visitor's walk on a 390 px phone: the sticky header takes one row,
 * the salon's own colour draws the slots and the shop's buttons, an unknown product is a 404 page (HTTP
 * 404 too), and a refused booking submit puts the focus on the first field in error.
 */
const TEAL = '#0f766e';
const TEAL_RGB = 'rgb(15, 118, 110)';

test.use({ viewport: { width: 390, height: 844 } });

/** The owner sets the salon's website colour (the Appearance editor's call). */
test.beforeEach(async ({ request }) => {
  const login = await request.post('/api/v1/users/login', {
    data: { email: 'owner@example.com', password: 'DemoPass1!' },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const saved = await request.post('/api/v1/website/add-website-setting?type=website', {
    headers: { token },
    multipart: { bgColor: TEAL },
  });
  expect(saved.status(), await saved.text()).toBe(200);
});

async function computed(page: Page, selector: string, property: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((el, name) => getComputedStyle(el).getPropertyValue(name), property);
}

test('the header is one row, and the slots and the shop draw in the salon colour', async ({ page }) => {
  await page.goto('/salon/demo-salon/book-appointment');
  await expect(page.getByRole('heading', { name: 'Book an appointment' })).toBeVisible();

  // One row: the logo, Menu, Login and Cart share one line of the sticky bar.
  const header = page.locator('header').first();
  await expect(header).toBeVisible();
  const box = (await header.boundingBox())!;
  expect(box.height).toBeLessThan(72);
  // Every visible link and button centred on one line.
  const centres = await header.locator('a, button').evaluateAll((els) =>
    els
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => {
        const rect = el.getBoundingClientRect();
        return rect.top + rect.height / 2;
      }),
  );
  expect(Math.max(...centres) - Math.min(...centres)).toBeLessThan(4);
  expect(await computed(page, 'header', 'background-color')).toBe(TEAL_RGB);

  // A free slot: its border and text in the salon's colour.
  const slot = page.locator('[data-slot-id]:not([disabled])').first();
  await expect(slot).toBeVisible();
  expect(await slot.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe(TEAL_RGB);
  expect(await slot.evaluate((el) => getComputedStyle(el).color)).toBe(TEAL_RGB);

  // A shop button: Add to Cart on the product list.
  await page.goto('/salon/demo-salon/products-list');
  const add = page.getByRole('button', { name: /^Add to Cart/ }).first();
  await expect(add).toBeVisible();
  expect(await add.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(TEAL_RGB);
});

test('an unknown product is a 404 page, never the validator text', async ({ page }) => {
  const response = await page.goto('/salon/demo-salon/product-info/not-a-product');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText(/Expected a value|productID/)).toHaveCount(0);
  // Still the salon's site: its header, and a way home.
  await expect(page.getByRole('link', { name: "Go to the salon's home page" })).toHaveAttribute(
    'href',
    '/salon/demo-salon',
  );
  const unknownId = await page.goto('/salon/demo-salon/product-info/0dd00000-0000-4000-8000-0000000000ff');
  expect(unknownId?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  const unknownPage = await page.goto('/salon/demo-salon/no-such-page');
  expect(unknownPage?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a refused booking submit moves the focus to the first field in error', async ({ page }) => {
  await page.goto('/salon/demo-salon/book-appointment');
  await expect(page.getByRole('option', { name: /^Men's Cut/ })).toBeAttached();
  await page.getByLabel('Service').selectOption({ label: "Men's Cut · 30 min · $35.00" });
  await page.locator('[data-slot-id]:not([disabled])').first().click();
  const form = page.getByRole('dialog', { name: 'Book your appointment' });
  await expect(form.getByLabel('Name')).toBeFocused();
  await form.getByLabel('Name').fill('Bea Focus');
  await form.getByRole('button', { name: 'Book Appointment' }).click();
  // Name passes; the e-mail is the first field in error. The gender is optional.
  await expect(form.getByText('Please enter your Email')).toBeVisible();
  await expect(form.getByLabel('Email')).toBeFocused();
  await expect(form.getByText('Please select your gender')).toHaveCount(0);
  await expect(form.getByRole('group', { name: 'Gender (optional)' })).toBeVisible();
});
