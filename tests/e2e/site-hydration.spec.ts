import { expect, test } from './fixtures';

/**
 * The salon site's home, booking, product and sign-in pages arrive drawn by the server (the
 * first view paints before any script runs) and are hydrated in the browser: the page answers clicks,
 * the server's elements stay (the page is not drawn again), and nothing in the console speaks of a
 * hydration mismatch or an error.
 */
test.use({ viewport: { width: 390, height: 844 } });

const PRODUCT = 'd0d00000-0000-4000-8000-000000000001';

const PAGES = [
  { path: '/salon/demo-salon', heading: /./, level: 1 },
  { path: '/salon/demo-salon/book-appointment', heading: 'Book an appointment', level: 1 },
  { path: `/salon/demo-salon/product-info/${PRODUCT}`, heading: 'Argan Repair Shampoo', level: 1 },
  { path: '/salon/demo-salon/login', heading: 'Sign in', level: 1 },
] as const;

for (const { path, heading, level } of PAGES) {
  test(`${path} arrives drawn and is hydrated without a mismatch`, async ({ page }) => {
    // The server's HTML already holds the page.
    const html = await (await page.request.get(path)).text();
    expect(html).toContain('<div id="root" data-server-rendered="" inert="">');
    expect(html).toMatch(/<h[12][^>]*>[^<]+<\/h[12]>/);

    const problems: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(`${message.type()}: ${text}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    // Every heading taken out of the page: a hydration that redraws the page would take the server's out.
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { removedHeadings: removed });
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node instanceof Element && /^H[1-3]$/.test(node.tagName))
              removed.push(node.textContent ?? '');
            else if (node instanceof Element) {
              for (const h of node.querySelectorAll('h1, h2, h3')) removed.push(h.textContent ?? '');
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });

    await page.goto(path);
    const title = page.getByRole('heading', { level, name: heading }).first();
    await expect(title).toBeVisible();

    // Hydrated: the header's menu opens on a click (a click before hydration does nothing).
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(async () => {
      if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await expect(
      page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Shop' }),
    ).toBeVisible();

    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    // No heading of the server's page is taken out: hydrated, in turns, not drawn anew (a part held
    // back in hydration keeps its markup only when it is one element: HydrateApart).
    const removed = await page.evaluate(
      () => (window as unknown as { removedHeadings: string[] }).removedHeadings,
    );
    expect(removed).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('with a cart in the browser the page is drawn anew over the server’s, with the cart’s count', async ({
  page,
}) => {
  await page.addInitScript((product) => {
    const item = {
      _id: product,
      productName: 'Argan Repair Shampoo',
      productImageURL: '',
      productPrice: 1800,
    };
    const cart = { salon: 'demo-salon', items: [{ ...item, actualPrice: 2400, stock: 10, quantity: 3 }] };
    window.localStorage.setItem('cart', JSON.stringify({ ...cart, couponCode: null }));
  }, PRODUCT);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/salon/demo-salon/login');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('button', { name: /Cart/ })).toContainText('3');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(problems).toEqual([]);
});
