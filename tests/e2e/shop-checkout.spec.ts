import type { APIRequestContext, Page } from '@playwright/test';
import { signIn as signInToAdmin } from './admin-steps';
import { expect, test } from './fixtures';

/**
 * The public shop's checkout on a 390 px phone with the offline payment provider: a customer applies a
 * salon coupon in the cart, checks out with the succeeding test card and finds the order, with the
 * server's totals, in the history; the authentication card goes through its extra step; the declined card
 * leaves no paid order and the stock as it was (spec 2 §2, §4, §5; README "Shop payments").
 */
const SITE = '/salon/demo-salon';
// Demo Salon's Argan Repair Shampoo ($18.00) and Sea Salt Spray ($14.00) (seed/products.ts).
const SHAMPOO = 'd0d00000-0000-4000-8000-000000000001';
const SPRAY = 'd0d00000-0000-4000-8000-000000000004';

test.use({ viewport: { width: 390, height: 844 } });

async function signIn(page: Page) {
  await page.goto(`${SITE}/login`);
  await page.getByLabel('Email', { exact: true }).fill('client@example.com');
  await page.getByLabel('Password', { exact: true }).fill('DemoPass1!');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`${SITE}#banner$`));
}

/** The cart as the shop keeps it in local storage; the browser's prices here are deliberately wrong. */
async function fillCart(page: Page, lines: Array<[id: string, name: string, quantity: number]>) {
  await page.evaluate((items) => {
    localStorage.setItem(
      'cart',
      JSON.stringify({
        salon: 'demo-salon',
        couponCode: null,
        items: items.map(([id, name, quantity]) => ({
          _id: id,
          productName: name,
          productImageURL: '/favicon.ico',
          productPrice: 1,
          actualPrice: 1,
          stock: 20,
          quantity,
        })),
      }),
    );
  }, lines);
}

/** `changedPrice`: the cart's wrong price is pointed out and the customer takes the server's first. */
async function checkout(page: Page, card: string, changedPrice?: string) {
  await page.goto(`${SITE}/checkout`);
  if (changedPrice) {
    await expect(page.getByText(`Price changed from $0.01 to ${changedPrice}`)).toBeVisible();
    await page.getByRole('button', { name: 'Update Cart' }).click();
    await expect(page.getByText(/Price changed/)).toHaveCount(0);
  }
  await page.getByLabel('First Name').fill('Chris');
  await page.getByLabel('Last Name').fill('Walker');
  await page.getByLabel('Address').fill('415 West 23rd Street');
  await page.getByLabel('City').fill('New York');
  await page.getByLabel('State').fill('NY');
  await page.getByLabel('Zip Code').fill('10011');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  // PAYMENTS=offline: the page says so.
  await expect(
    page.getByRole('note').filter({ hasText: 'Test mode: no real card is charged' }),
  ).toBeVisible();
  await page.getByLabel('Card Number').fill(card);
  await page.getByRole('button', { name: /^Pay / }).click();
}

async function stockOf(request: APIRequestContext, id: string): Promise<number> {
  const login = await request.post('/api/v1/users/login', {
    data: { email: 'owner@example.com', password: 'DemoPass1!' },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const answer = await request.get(`/api/v1/product/get-product-by-id?productID=${id}`, {
    headers: { token },
  });
  return ((await answer.json()) as { data: { stock: number } }).data.stock;
}

test('a customer applies a coupon, pays by card and finds the order with the server totals', async ({
  page,
  request,
}) => {
  await signIn(page);
  await page.evaluate(() => localStorage.removeItem('cart'));

  // The shop: a category filter on the server, then two products into the cart.
  await page.goto(`${SITE}/products-list`);
  const chips = page.getByRole('list', { name: 'Categories' });
  await chips.getByRole('button', { name: 'Hair Care' }).click();
  await expect(page.getByRole('heading', { name: 'Sea Salt Spray' })).toHaveCount(0);
  const addShampoo = page.getByRole('button', { name: /Add to Cart.*Argan Repair Shampoo/ });
  await addShampoo.click();
  await expect(page.getByText('Item Added to Cart').first()).toBeVisible();
  await addShampoo.click();
  await chips.getByRole('button', { name: 'Hair Care' }).click();
  await chips.getByRole('button', { name: 'Styling' }).click();
  await page.getByRole('button', { name: /Add to Cart.*Sea Salt Spray/ }).click();

  // The cart: an empty code gets the spec's message; the server's quote replaces the browser's prices.
  await page.goto(`${SITE}/view-cart`);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Please enter coupon')).toBeVisible();
  await page.getByLabel('Coupon Code').fill('welcome10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('−$5.00')).toBeVisible();
  await expect(page.getByText('$45.00')).toBeVisible();

  const shampooBefore = await stockOf(request, SHAMPOO);
  await checkout(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const number = (await page.getByText(/^#\d+$/).textContent())!.slice(1);
  expect(await stockOf(request, SHAMPOO)).toBe(shampooBefore - 2);

  await page.goto(`${SITE}/order-history`);
  const card = page.getByRole('listitem').filter({ hasText: `Order #${number}` });
  await expect(card.getByText('$45.00')).toBeVisible();
  await card.getByRole('button', { name: /View Order/ }).click();
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
  await expect(page.getByText('Coupon WELCOME10')).toBeVisible();
  await expect(page.getByText('−$5.00')).toBeVisible();
});

test('the authentication card goes through its extra step', async ({ page }) => {
  await signIn(page);
  await fillCart(page, [[SPRAY, 'Sea Salt Spray', 1]]);
  await checkout(page, '4000 0025 0000 3155', '$14.00');
  const dialog = page.getByRole('dialog', { name: 'Authenticate your payment' });
  await dialog.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
});

test('a declined card leaves no paid order and the stock unchanged', async ({ page, request }) => {
  await signIn(page);
  const before = await stockOf(request, SPRAY);
  await fillCart(page, [[SPRAY, 'Sea Salt Spray', 3]]);
  await checkout(page, '4000 0000 0000 0002', '$14.00');
  await expect(page.getByLabel('Card Number')).toHaveAccessibleDescription(/Your card was declined\./);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toHaveCount(0);
  expect(await stockOf(request, SPRAY)).toBe(before);
});

test('the owner sees a paid order in the dashboard and marks it Completed', async ({ page, request }) => {
  // The customer's order and payment, through the API.
  const login = await request.post('/api/v1/users/login', {
    data: { email: 'client@example.com', password: 'DemoPass1!' },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const placed = await request.post('/api/v1/product/add-order', {
    headers: { token },
    data: {
      name: 'demo-salon',
      idempotencyKey: `e2e-owner-${Date.now()}`,
      items: [{ productId: SHAMPOO, quantity: 1 }],
      shippingAddress: {
        firstName: 'Chris',
        lastName: 'Walker',
        address: '1 Main St',
        city: 'New York',
        state: 'NY',
        zipcode: '10001',
      },
    },
  });
  const order = ((await placed.json()) as { data: { orderDetails: { _id: string; orderId: number } } }).data
    .orderDetails;
  const paid = await request.post('/api/v1/product/payment', {
    headers: { token },
    data: { orderID: order._id, transactionId: '4242424242424242' },
  });
  expect(paid.status()).toBe(200);

  await signInToAdmin(page, 'owner@example.com');
  await page.goto('/order-history');
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: `#${order.orderId}` }) });
  await expect(row.getByText('$18.00')).toBeVisible();
  const status = row.getByLabel(`Status of order #${order.orderId}`);
  await status.focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: 'Completed', exact: true }).click();
  await expect(page.getByText('Order status changed to Completed')).toBeVisible();
});
