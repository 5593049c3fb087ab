import type { Page } from '@playwright/test';
import { DEMO_PASSWORD as PASSWORD, fillLogin, submitLogin } from './admin-steps';
import { expect, test } from './fixtures';

/**
 * Sign-in, sidebar and sign-out for every demo account of the seeded platform (spec 1 §2 "Sidebar by
 * role", §8 confirmations), against the built admin app on the built server.
 */
type Entry = string | { group: string; children: string[] };

/**
 * The salon roles' sidebar; Videos and Check-in follow the salon's app menu (Demo Salon has both on,
 * Second Salon only Check-in).
 */
const salonSidebarWith = (menus: {
  video: boolean;
  checkin: boolean;
  manager?: boolean;
  /** Payouts are the owner's own: neither the manager nor the superadmin is offered them. */
  owner?: boolean;
  superadmin?: boolean;
}): Entry[] => [
  'Dashboard',
  // The team's day: the salon's staff (not the superadmin).
  ...(menus.superadmin ? [] : ['Calendar']),
  'Users',
  // The manager may open neither Salon Staff nor Orders, so the menu offers neither.
  ...(menus.manager ? [] : ['Salon Staff']),
  'Stylist',
  'Company',
  'Service',
  ...(menus.video ? [{ group: 'Videos', children: ['All Videos', 'Video Categories'] }] : []),
  // The front desk's sales, their report and the cash drawer: the owner's and the managers' (the
  // superadmin is not offered them).
  ...(menus.superadmin ? [] : ['Sales', 'Sales Report', 'Cash Drawer']),
  'Coupons',
  {
    group: 'Products',
    children: ['All Products', 'Product Categories', ...(menus.manager ? [] : ['Orders'])],
  },
  ...(menus.owner ? ['Payouts'] : []),
  { group: 'Settings', children: ['App Settings', 'Website Settings', 'Booking Settings'] },
  ...(menus.checkin ? ['Check-in'] : []),
  'Notifications',
  'My Profile',
  'Log Out',
];
const superadminSidebar = salonSidebarWith({ video: true, checkin: true, superadmin: true });
const ownerSidebar = salonSidebarWith({ video: true, checkin: true, owner: true });
const adminSidebar: Entry[] = [
  'Dashboard',
  'Users',
  'Salon',
  'Salon Staff',
  'Coupons',
  'Promo Codes',
  'Subscription',
  'App Versions',
  'Notifications',
  'My Profile',
  'Log Out',
];
const stylistSidebar: Entry[] = [
  'Dashboard',
  'Calendar',
  'Users',
  'My Availabilities',
  'Videos',
  'Sales',
  'Sales Report',
  'My Profile',
  'Log Out',
];

const accounts: Array<{ email: string; role: string; sidebar: Entry[] }> = [
  { email: 'admin@example.com', role: 'admin', sidebar: adminSidebar },
  { email: 'superadmin@example.com', role: 'superadmin', sidebar: superadminSidebar },
  { email: 'owner@example.com', role: 'salon', sidebar: ownerSidebar },
  {
    email: 'owner2@example.com',
    role: 'salon',
    sidebar: salonSidebarWith({ video: false, checkin: true, owner: true }),
  },
  {
    email: 'manager@example.com',
    role: 'manager',
    sidebar: salonSidebarWith({ video: true, checkin: true, manager: true }),
  },
  { email: 'stylist@example.com', role: 'stylist', sidebar: stylistSidebar },
];

/** Submits the credentials; each test checks where it lands. */
async function signIn(page: Page, email: string, password: string): Promise<void> {
  await fillLogin(page, email, password);
  await submitLogin(page);
}

const nameOf = (entry: Entry) => (typeof entry === 'string' ? entry : entry.group);

for (const { email, role, sidebar } of accounts) {
  test(`${email} (${role}) signs in, sees the ${role} sidebar and logs out`, async ({ page }) => {
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/$/);

    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();

    // Top level, in order: links and group buttons (groups are closed on the dashboard).
    const entries = nav.getByRole('link').or(nav.getByRole('button'));
    await expect(entries).toHaveCount(sidebar.length);
    for (const [i, entry] of sidebar.entries()) {
      await expect(entries.nth(i)).toHaveAccessibleName(nameOf(entry));
    }

    // Each group opens to exactly its children.
    for (const entry of sidebar) {
      if (typeof entry === 'string') continue;
      const toggle = nav.getByRole('button', { name: entry.group, exact: true });
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const list = nav.locator(`#${await toggle.getAttribute('aria-controls')}`);
      const children = list.getByRole('link');
      await expect(children).toHaveCount(entry.children.length);
      for (const [i, child] of entry.children.entries()) {
        await expect(children.nth(i)).toHaveAccessibleName(child);
      }
    }

    await nav.getByRole('button', { name: 'Log Out', exact: true }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to log out?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /^(log out|yes)$/i }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(nav).toHaveCount(0);
  });
}

test('an unknown address shows the not-found page with the way back to the dashboard', async ({ page }) => {
  await signIn(page, 'owner@example.com', PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong password shows the server message under the password field', async ({ page }) => {
  await signIn(page, 'admin@example.com', 'WrongPass1!');
  const message = page.getByText('Invalid email or password');
  await expect(message).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    /Invalid email or password/,
  );
  await expect(page).toHaveURL(/\/login$/);
});

test('a client account (role user) is sent back to /login', async ({ page }) => {
  await signIn(page, 'client@example.com', PASSWORD);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  // Signed out for good: the dashboard sends the visitor to sign-in again.
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('a company account is refused with a clear message and no dashboard', async ({ page }) => {
  await signIn(page, 'company@example.com', PASSWORD);
  await expect(page.getByText('Company accounts have no access to the dashboard')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});

test('a stylist resets a forgotten password through the e-mailed link and signs in with the new one', async ({
  page,
  mailbox,
}) => {
  const email = 'james.carter@example.com';
  const newPassword = 'Carter$Cuts9';
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const assistance = page.getByRole('dialog', { name: 'Forgot password?' });
  await assistance.getByLabel('Email', { exact: true }).fill(email);
  await assistance.getByRole('button', { name: 'Send link' }).click();
  await expect(assistance.getByRole('status')).not.toBeEmpty();
  await assistance.getByRole('button', { name: 'Done' }).click();

  const mail = await mailbox.waitFor((m) => m.to.includes(email));
  const link = /https?:\/\/\S+(\/reset-password\?token=[A-Za-z0-9_-]{43})/.exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  await page.goto(link![1]!);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Re-enter Password').fill(newPassword);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, email, PASSWORD);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
