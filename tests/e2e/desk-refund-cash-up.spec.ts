import type { APIRequestContext, Page } from '@playwright/test';
import { signIn } from './admin-steps';
import { expect, test } from './fixtures';

/**
 * The front desk's day on a 390 px phone against the built server: the owner opens the cash drawer with a
 * float, sells a walk-in two units of a product for cash, refunds one of them from the sale's receipt,
 * takes cash out for the milk, and cashes up a count that differs (with its note); the Sales Report shows
 * the day and exports it. A stylist is offered none of it.
 *
 * A salon's drawer opens once a day and cannot change once cashed up, and the worker's server is shared
 * by every spec: the owner's journey runs in a salon of its own, signed up through the wizard's calls for
 * this run, so its figures are exactly this journey's, whatever ran before on the same database.
 */
test.use({ viewport: { width: 390, height: 844 } });

const API = '/api/v1';
const PASSWORD = 'Bella#Hair1';
/** The seeded Pro package and its monthly plan (apps/server/src/seed/billing.ts). */
const PRO_PACKAGE = 'prod_demoPro';
const PRO_MONTHLY = 'price_demoProMonth';
const PRODUCT = 'Desk Curl Cream';
// A 2×2 PNG: the product's image is judged by its content on the server.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGOIVtwWrbiNAUIBACAaBMlmg+QnAAAAAElFTkSuQmCC',
  'base64',
);

/** Signs up a New York salon of its own (USD), with a product of $12.50 and 10 in stock; answers the owner's e-mail. */
async function salonWithProduct(request: APIRequestContext, tag: string): Promise<string> {
  const email = `owner.${tag}@desk.example.com`;
  const signup = await request.post(`${API}/users/onboard-signup`, {
    data: {
      salon: {
        name: `Desk Cuts ${tag}`,
        email,
        phone: '2125550190',
        address: '10 Desk Street, New York',
        password: PASSWORD,
        country: 'US',
        timeZone: 'America/New_York',
        currency: 'USD',
        locale: 'en-US',
      },
      stylist: [
        { name: `Dana ${tag}`, email: `dana.${tag}@desk.example.com`, phone: '2125550191', gender: 'female' },
      ],
      maxCalendar: 5,
      businessHours: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((day) => ({
        day,
        slot: [{ startTime: '09:00', endTime: '17:00' }],
      })),
      payment: { id: '4242 4242 4242 4242' },
      subscription: { package: PRO_PACKAGE, plan: PRO_MONTHLY, maxCalendar: 5 },
      idempotencyKey: `desk-${tag}`,
    },
  });
  expect(signup.status(), await signup.text()).toBe(200);
  const done = await request.post(`${API}/users/onboard-done`, {
    data: { clientId: (await signup.json()).data.clientId, plan: PRO_MONTHLY },
  });
  expect(done.status(), await done.text()).toBe(200);

  const login = await request.post(`${API}/users/login`, { data: { email, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const headers = { token: ((await login.json()) as { data: { token: string } }).data.token };
  const category = await request.post(`${API}/product/create-category`, {
    headers,
    data: { categoryName: 'Styling' },
  });
  expect(category.status(), await category.text()).toBe(200);
  const product = await request.post(`${API}/product/add-product`, {
    headers,
    multipart: {
      productName: PRODUCT,
      productDescription: 'Defines curls without crunch.',
      category: (await category.json()).data._id,
      productPrice: '1250',
      actualPrice: '1500',
      rating: '4',
      image: { name: 'cream.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(product.status(), await product.text()).toBe(200);
  const stock = await request.post(`${API}/product/add-stock`, {
    headers,
    data: { productID: (await product.json()).data._id, quantity: 10, type: 'credit' },
  });
  expect(stock.status(), await stock.text()).toBe(200);
  return email;
}

/** The figure after the term `term` of a list of figures. */
const figure = (page: Page, term: string) =>
  page
    .locator('dt')
    .filter({ hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');

test('the owner opens the drawer, sells for cash, refunds a unit, takes cash out and cashes up a short count', async ({
  page,
}, testInfo) => {
  const tag = `${Date.now().toString(36)}${testInfo.workerIndex}${testInfo.retry}`;
  const owner = await salonWithProduct(page.request, tag);
  await signIn(page, owner, PASSWORD);

  // The drawer opens with a $100.00 float.
  await page.goto('/cash-drawer');
  await expect(page.getByRole('heading', { name: 'Cash drawer' })).toBeVisible();
  const opening = page.getByRole('form', { name: 'Open the drawer' });
  await opening.getByRole('textbox', { name: /Opening float/ }).fill('100.00');
  await opening.getByRole('button', { name: 'Open drawer' }).click();
  await expect(figure(page, 'Float')).toHaveText('$100.00');
  await expect(figure(page, 'Expected in the drawer')).toHaveText('$100.00');

  // A walk-in buys two units and pays $25.00 in cash.
  await page.goto('/sales/new');
  await page.getByRole('searchbox', { name: /Add a service or product/ }).fill('curl');
  await page.getByRole('button', { name: `Add ${PRODUCT}` }).click();
  // Typed at once, while the added line is still being priced: the edit is kept and saved after it.
  const quantity = page.getByRole('textbox', { name: `Qty of ${PRODUCT}` });
  await quantity.fill('2');
  // The line is saved when the field is left.
  await quantity.press('Tab');
  const pay = page.getByRole('button', { name: 'Pay $25.00' });
  await expect(pay).toBeEnabled();
  await pay.click();
  const dialog = page.getByRole('dialog', { name: 'Take payment' });
  await dialog.getByRole('radio', { name: 'Cash', exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: /Amount to pay/ })).toHaveValue('25.00');
  await dialog.getByRole('textbox', { name: /Cash handed over/ }).fill('25.00');
  await dialog.getByRole('button', { name: 'Take payment' }).click();
  const paid = page.getByRole('dialog', { name: 'Paid' });
  await expect(paid.getByRole('article', { name: /Receipt \d+/ })).toBeVisible();
  await expect(page).toHaveURL(/\/sales\/[^/]+$/);
  const salePath = new URL(page.url()).pathname;

  // The sale's receipt page: one unit back in cash, with a reason.
  await page.goto(salePath);
  await expect(page.getByRole('heading', { name: /^Receipt #\d+$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const refund = page.getByRole('dialog', { name: 'Refund sale' });
  await refund.getByRole('textbox', { name: `Units of ${PRODUCT}` }).fill('1');
  await refund.getByRole('textbox', { name: 'Reason' }).fill('The client already had one');
  const preview = refund.getByRole('status', { name: 'To give back' });
  await expect(preview).toContainText('To give back: $12.50');
  await expect(preview).toContainText('Cash: $12.50');
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(refund).toBeHidden();
  const receipt = page.getByRole('article', { name: /Receipt \d+/ });
  await expect(receipt.getByRole('heading', { name: /^Refund #\d+$/ })).toBeVisible();
  await expect(receipt.getByText('Back to cash')).toBeVisible();
  await expect(receipt.getByText('Refunded in part: $12.50')).toBeVisible();
  await expect(receipt.getByText('Reason: The client already had one')).toBeVisible();

  // $5.00 out of the drawer for the milk.
  await page.goto('/cash-drawer');
  const move = page.getByRole('form', { name: 'Cash in or out' });
  await move.getByRole('radio', { name: 'Cash out' }).check();
  await move.getByRole('textbox', { name: /Amount/ }).fill('5.00');
  await move.getByRole('textbox', { name: /Reason/ }).fill('Milk for the coffee');
  await move.getByRole('button', { name: 'Save movement' }).click();
  await expect(page.getByRole('table', { name: 'Cash movements' })).toContainText('Milk for the coffee');

  // Expected: $100.00 + $25.00 − $12.50 − $5.00.
  await expect(figure(page, 'Cash sales')).toHaveText('$25.00');
  await expect(figure(page, 'Cash refunds')).toHaveText('−$12.50');
  await expect(figure(page, 'Cash out')).toHaveText('−$5.00');
  await expect(figure(page, 'Expected in the drawer')).toHaveText('$107.50');

  // The count is 50¢ short: a note is asked for before the cash-up.
  const cashUp = page.getByRole('form', { name: 'Cash-up' });
  await cashUp.getByRole('textbox', { name: /Counted cash/ }).fill('107.00');
  await expect(cashUp.getByRole('status')).toHaveText('Discrepancy: $0.50 short');
  await cashUp.getByRole('button', { name: 'Confirm cash-up' }).click();
  await expect(cashUp.getByText('Say why the count differs from what was expected')).toBeVisible();
  await cashUp.getByRole('textbox', { name: /Note/ }).fill('A 50¢ coin under the tray');
  await cashUp.getByRole('button', { name: 'Confirm cash-up' }).click();
  await expect(page.getByRole('note')).toContainText(/^Cashed up by .+ at .+: \$0\.50 short$/);
  await expect(figure(page, 'Counted')).toHaveText('$107.00');
  await expect(figure(page, 'Difference')).toHaveText('$0.50 short');
  await expect(page.getByText('Note: A 50¢ coin under the tray')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Cash-up' })).toHaveCount(0);
  // The closed day stays closed after a reload.
  await page.reload();
  await expect(page.getByRole('note')).toContainText('$0.50 short');

  // The Sales Report: the day's one sale and its refund; Export CSV downloads sales.csv.
  await page.goto('/sales/report');
  await expect(figure(page, 'Sales (1)')).toHaveText('$25.00');
  await expect(figure(page, 'Refunds')).toHaveText('−$12.50');
  await expect(figure(page, 'Net')).toHaveText('$12.50');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
});

test('a stylist is offered no cash drawer and cannot open it', async ({ page }) => {
  await signIn(page, 'stylist@example.com');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Sales', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Cash Drawer' })).toHaveCount(0);

  await page.goto('/cash-drawer');
  await expect(page.getByRole('heading', { name: 'Cash drawer' })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Open the drawer' })).toHaveCount(0);
});
