import { pick, signIn } from './admin-steps';
import { expect, test } from './fixtures';

/**
 * The salon owner's shop on the built apps and server: a product with an uploaded image (stored and
 * served by the server), and an order status that survives a reload.
 */

// A 2×2 PNG: the upload is judged by its content on the server.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGOIVtwWrbiNAUIBACAaBMlmg+QnAAAAAElFTkSuQmCC',
  'base64',
);

test('the salon owner adds a product with an image and sees the image served', async ({ page }) => {
  await signIn(page, 'owner@example.com');
  await page.goto('/products');
  await expect(page.getByRole('heading', { name: 'Products', exact: true })).toBeVisible();
  // The seeded shop shows with its images.
  await expect(page.getByRole('heading', { name: 'Argan Repair Shampoo' })).toBeVisible();

  await page.getByRole('button', { name: 'Add New Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Product' });
  await dialog.getByLabel('Product Title').fill('E2E Curl Cream');
  await dialog.getByLabel('Description').fill('Defines curls without crunch, for every curl type.');
  await pick(page, dialog.getByLabel('Category', { exact: true }), 'Styling');
  await dialog.getByLabel('Price ($)', { exact: true }).fill('12.50');
  await dialog.getByLabel('Actual Price ($)').fill('15');
  await pick(page, dialog.getByLabel('Rating', { exact: true }), '4');
  await dialog
    .getByLabel('Product Image')
    .setInputFiles({ name: 'curl.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Product added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const image = page.getByRole('button', { name: 'E2E Curl Cream details' }).locator('img');
  await expect(image).toHaveAttribute('src', /^\/uploads\/[0-9a-f-]{36}\.png$/);
  // The browser loaded it, and the server serves exactly the uploaded bytes as a PNG.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(2);
  const response = await page.request.get((await image.getAttribute('src'))!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(Buffer.from(await response.body()).equals(PNG)).toBe(true);

  // It is still there after a reload, with its price.
  await page.reload();
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'E2E Curl Cream' }) });
  await expect(card.getByText('$12.50')).toBeVisible();
});

test('the salon owner changes an order status and it is kept after a reload', async ({ page }) => {
  await signIn(page, 'owner@example.com');
  await page.goto('/order-history');
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: '#1004' }) });
  await expect(row.getByText('Pending')).toBeVisible();
  // The whole phone, to call the customer about the order.
  await expect(row.getByRole('link', { name: '212-555-0134' })).toHaveAttribute('href', 'tel:2125550134');

  await pick(page, row.getByLabel('Status of order #1004'), 'Completed');
  await expect(page.getByText('Order status changed to Completed')).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole('row').filter({ has: page.getByRole('cell', { name: '#1004' }) });
  await expect(reloaded.getByText('Completed')).toBeVisible();
});
