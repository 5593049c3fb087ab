import type { Page, Response } from '@playwright/test';
import { fillLogin, submitLogin } from './admin-steps';
import { expect, test } from './fixtures';

/**
 * The dashboard at `/` against the built server and the seeded demo platform (spec 1 §2, §3): every
 * card shows exactly what the server answered for the viewer's scope, the monthly chart's text
 * alternative names all twelve months, and a new range refetches. The figures themselves are checked
 * against the seed by the server's reports test; this proves the screen shows them.
 */
async function signIn(page: Page, email: string, waitFor: string): Promise<Response> {
  await fillLogin(page, email);
  const report = page.waitForResponse((response) => response.url().endsWith(waitFor));
  await submitLogin(page);
  await expect(page).toHaveURL(/\/$/);
  return report;
}

async function cardValues(page: Page): Promise<Record<string, string>> {
  const summary = page.getByRole('list', { name: 'Summary' });
  await expect(summary).not.toHaveAttribute('aria-busy', 'true');
  const items = await summary.getByRole('listitem').allInnerTexts();
  return Object.fromEntries(
    items.map((text) => {
      const [label, value] = text.split('\n').map((part) => part.trim());
      return [label, value];
    }),
  );
}

/** The same format as the screen: $1,234.50. */
const dollars = (cents: number) =>
  `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;

interface Counts {
  appointment: number;
  totalSales: number;
  users: number;
  services: number;
}

test('the admin sees the platform totals the server computed', async ({ page }) => {
  const response = await signIn(page, 'admin@example.com', '/report/admin-dashboard-report');
  const totals = ((await response.json()) as { data: Record<string, number> }).data;
  expect(await cardValues(page)).toEqual({
    Salons: String(totals.salons),
    Appointments: String(totals.appointments),
    Stylists: String(totals.stylists),
    Users: String(totals.users),
  });
  await expect(page.getByRole('heading', { name: 'Number of appointments' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Salon Subscription' })).toBeVisible();
});

for (const email of ['owner@example.com', 'stylist@example.com']) {
  test(`${email} sees their own counts, all twelve months, and refetches for a new range`, async ({
    page,
  }) => {
    const response = await signIn(page, email, '/report/dashboard-count-by-date-range');
    const { counts } = ((await response.json()) as { data: { counts: Counts } }).data;
    expect(await cardValues(page)).toEqual({
      Appointments: String(counts.appointment),
      'Total Sales': dollars(counts.totalSales),
      Users: String(counts.users),
      Services: String(counts.services),
    });

    // The line chart's text alternative: every month, October included (a defect of the old product).
    const months = page.getByRole('table', { name: /Appointments by month/ });
    await expect(months.getByRole('rowheader')).toHaveCount(12);
    await expect(months.getByRole('rowheader', { name: 'Oct' })).toBeAttached();

    // A range from 1 Jan 2022 asks the server again and shows its new answer.
    const from = page.getByPlaceholder('From');
    const refetch = page.waitForResponse(
      (r) =>
        r.url().endsWith('/report/dashboard-count-by-date-range') &&
        (r.request().postData() ?? '').includes('2022-01-01'),
    );
    await from.fill('01/01/2022');
    await from.press('Enter');
    const wider = ((await (await refetch).json()) as { data: { counts: Counts } }).data.counts;
    expect(wider.appointment).toBeGreaterThanOrEqual(counts.appointment);
    await expect.poll(async () => (await cardValues(page)).Appointments).toBe(String(wider.appointment));
  });
}
