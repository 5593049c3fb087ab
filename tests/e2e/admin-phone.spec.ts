import type { Page } from '@playwright/test';
import { pick, signIn } from './admin-steps';
import { expect, test } from './fixtures';

/**
 * The admin dashboard on a 390 × 844 phone ("Phones and tablets"): the sidebar is an overlay
 * menu that starts closed and stays as the user left it after a reload, and the owner reaches Users and
 * adds a client without the page ever scrolling sideways.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const PASSWORD = 'DemoPass1!';

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

test('the owner signs in on a phone, opens the menu, reaches Users and adds a client', async ({ page }) => {
  await page.goto('/login');
  await expectNoSidewaysScroll(page);
  await page.getByLabel('Email', { exact: true }).fill('owner@example.com');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Olivia', { exact: false }).first()).toBeVisible();

  // The menu starts closed: the page has the whole width.
  const nav = page.getByRole('navigation', { name: 'Main' });
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  await expect(openMenu).toBeVisible();
  await expect(nav).toBeHidden();
  await expectNoSidewaysScroll(page);

  // Opened, a reload closes it: a page load never arrives behind the drawer.
  await openMenu.click();
  await expect(nav).toBeVisible();
  await page.reload();
  await expect(openMenu).toBeVisible();
  await expect(nav).toBeHidden();

  // Following a link closes the menu over the new page.
  await openMenu.click();
  await nav.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(nav).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: 'Add New User' }).click();
  const form = page.getByRole('dialog', { name: 'Add New User' });
  await expect(form).toBeVisible();
  const box = await form.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await form.getByLabel('Name').fill('Pia Phone');
  await form.getByLabel('Email').fill('pia.phone@example.com');
  await form.getByLabel('Phone').fill('2125550177');
  await pick(page, form.getByLabel('Gender'), 'Female');
  await pick(page, form.getByLabel('Stylist'), 'Stella Romano');
  await form.getByLabel('Notes').fill('Booked from a phone.');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('User created successfully')).toBeVisible();
  await expect(form).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search Users...' }).fill('pia');
  await expect(page.getByRole('row').filter({ hasText: 'Pia Phone' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The stylist's calendar opens on the day view; its header buttons work; Pia is booked by search.
  await openMenu.click();
  await nav.getByRole('link', { name: 'Stylist' }).click();
  await page
    .getByRole('row')
    .filter({ hasText: 'Stella Romano' })
    .getByRole('link', { name: 'View Availabilities' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: "Stella Romano's Availabilities" })).toBeVisible();
  const day = page.getByRole('grid', { name: /^\w+day, \w+ \d+, \d{4}$/ });
  await expect(day).toBeVisible();
  await expectNoSidewaysScroll(page);
  const dayName = (await day.getAttribute('aria-label')) ?? '';
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(day).not.toHaveAttribute('aria-label', dayName);
  await expectNoSidewaysScroll(page);

  // The next day the stylist works (the salon is closed on Sundays).
  const book = day.getByRole('button', { name: /^Book appointment .* 10:00$/ });
  for (let tries = 0; tries < 6 && !(await book.isVisible()); tries++) {
    await page.getByRole('button', { name: 'Next day' }).click();
    await page.waitForTimeout(300);
  }
  await book.click();
  const booking = page.getByRole('dialog', { name: 'Book Appointment' });
  const box2 = await booking.boundingBox();
  expect(box2!.x + box2!.width).toBeLessThanOrEqual(390);
  await pick(page, booking.getByLabel(/^Service/), 'Haircuts');
  await booking.getByLabel(/^Find client/).pressSequentially('pia.phone');
  await page.getByRole('option', { name: /^Pia Phone · pia\.phone@example\.com/ }).click();
  await expect(booking.getByLabel(/^Client name/)).toHaveValue('Pia Phone');
  await expect(booking.getByLabel(/^Phone/)).toHaveValue('212-555-0177');
  await booking.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByText('Appointment booked successfully')).toBeVisible();
  await expect(day.getByRole('button', { name: /^Pia Phone/ })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

/**
 * Every page of the owner's and the admin's menus on the phone: nothing scrolls sideways, and in every
 * table the first row's last cell (its actions) lies on screen: a row is a card, not a strip to swipe.
 */
for (const email of ['owner@example.com', 'admin@example.com']) {
  test(`every menu page of ${email} fits the phone, with each table row's actions on screen`, async ({
    page,
  }) => {
    await signIn(page, email);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const hrefs = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const pages = [...new Set(hrefs.filter((href) => href.startsWith('/') && href !== '/'))];
    expect(pages.length).toBeGreaterThan(5);
    // The menu stays as the user left it, over every page: close it to see the pages.
    await page.getByRole('button', { name: 'Close menu' }).click();

    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page);
      // Read in one step: a list that refetches may replace its rows between two separate reads.
      const box = await page.evaluate(() => {
        const cells = document.querySelector('table tbody tr')?.querySelectorAll('td');
        const rect = cells?.[cells.length - 1]?.getBoundingClientRect();
        return rect ? { x: rect.x, width: rect.width } : null;
      });
      if (!box) continue;
      expect(box!.x, `${path}: the row's actions start on screen`).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, `${path}: the row's actions end on screen`).toBeLessThanOrEqual(390);
    }
  });
}
