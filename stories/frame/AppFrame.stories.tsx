import { appMenuNone, appMenuWithShop } from '@salon/api/mocks/factories/app-settings';
import { appSettingHandlers } from '@salon/api/mocks/handlers/app-settings';
import { authFailures, authHandlers } from '@salon/api/mocks/handlers/auth';
import type { Role } from '@salon/api/shared/schemas';
import { AdminFrameContainer } from '@salon/features/frame';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FrameWithPage } from './frame-story';
import { expectRedirectedTo, expectToast } from '../support/expect';
import { type Scope } from '../support/dialog';
import { playRedirectedTo } from '../support/plays';

type Args = { role: Role };

/** The signed-in frame through AdminFrameContainer against MSW, one default story per role. */
const meta = {
  title: 'Catalogue/Frame/AppFrame',
  tags: ['catalogue:app-frame'],
  render: () => <FrameWithPage />,
  args: { role: 'salon' },
  // The salon's app menus start off: Videos and Check-in join the sidebar only when they are on.
  parameters: {
    layout: 'fullscreen',
    route: '/',
    msw: { handlers: { appSettings: appSettingHandlers({ menu: appMenuNone }) } },
  },
  // The frame remembers its layout in localStorage: every story starts from the default.
  beforeEach: () => {
    localStorage.removeItem('salon.frame-layout');
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const SALON_LINKS: Array<[string, string]> = [
  ['Dashboard', '/'],
  ['Users', '/users'],
  ['Salon Staff', '/salon-role-manger'],
  ['Stylist', '/stylist'],
  ['Company', '/company'],
  ['Service', '/services'],
  ['Coupons', '/coupon'],
  ['Notifications', '/notification'],
  ['My Profile', '/my-profile'],
];

/**
 * The front desk: the team's Calendar after Dashboard; after Service the sales, their report and the cash drawer (the owner's and the
 * managers'; not the superadmin's).
 */
const withSales = (links: Array<[string, string]>): Array<[string, string]> =>
  links.flatMap((link): Array<[string, string]> =>
    link[0] === 'Service'
      ? [link, ['Sales', '/sales'], ['Sales Report', '/sales/report'], ['Cash Drawer', '/cash-drawer']]
      : link[0] === 'Dashboard'
        ? [link, ['Calendar', '/calendar']]
        : [link],
  );

/** The owner's: the salon's, with its own Payouts (the superadmin and the managers are not offered it). */
const OWNER_LINKS: Array<[string, string]> = withSales([
  ...SALON_LINKS.slice(0, -2),
  ['Payouts', '/payouts'],
  ...SALON_LINKS.slice(-2),
]);

const GROUP_LINKS: Record<string, Array<[string, string]>> = {
  Products: [
    ['All Products', '/products'],
    ['Product Categories', '/product-categories'],
    ['Orders', '/order-history'],
  ],
  Settings: [
    ['App Settings', '/app-setting'],
    ['Website Settings', '/website-setting'],
  ],
  Videos: [
    ['All Videos', '/videos'],
    ['Video Categories', '/video-categories'],
  ],
};

async function mainNav(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('navigation', { name: 'Main' }));
}

function linksOf(nav: Scope) {
  return nav
    .getAllByRole('link')
    .map((link: HTMLElement) => [link.textContent ?? '', link.getAttribute('href') ?? '']);
}

async function expectNav(
  canvasElement: HTMLElement,
  links: Array<[string, string]>,
  groups: string[],
  groupLinks = GROUP_LINKS,
) {
  const nav = await mainNav(canvasElement);
  await expect(linksOf(nav)).toEqual(links);
  await expect(nav.getAllByRole('button').map((button) => button.textContent)).toEqual([
    ...groups,
    'Log Out',
  ]);
  for (const group of groups) {
    await userEvent.click(nav.getByRole('button', { name: group }));
    for (const [label, href] of groupLinks[group] ?? []) {
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
  }
}

async function expectViewer(canvasElement: HTMLElement, name: string, role: string) {
  await within(canvasElement).findByText(name);
  const banner = within(within(canvasElement).getByRole('banner'));
  await expect(banner.getByText(name)).toBeVisible();
  await expect(banner.getByText(role)).toBeVisible();
}

export const Superadmin: Story = {
  tags: ['role:superadmin', 'state:default'],
  args: { role: 'superadmin' },
  play: async ({ canvasElement }) => {
    await expectViewer(canvasElement, 'Sam Super', 'Super Admin');
    await expectNav(canvasElement, SALON_LINKS, ['Products', 'Settings']);
    await expect(within(canvasElement).getByLabelText('Salon')).toBeVisible();
  },
};

export const Admin: Story = {
  tags: ['role:admin', 'state:default'],
  args: { role: 'admin' },
  play: async ({ canvasElement }) => {
    await expectViewer(canvasElement, 'Ada Admin', 'Admin');
    await expectNav(
      canvasElement,
      [
        ['Dashboard', '/'],
        ['Users', '/users'],
        ['Salon', '/salon'],
        ['Salon Staff', '/salon-role-manger'],
        ['Coupons', '/coupon-bookb'],
        ['Promo Codes', '/promo-codes'],
        ['Subscription', '/subscription'],
        ['App Versions', '/appversion'],
        ['Notifications', '/notification'],
        ['My Profile', '/my-profile'],
      ],
      [],
    );
    await expect(within(canvasElement).queryByLabelText('Salon')).toBeNull();
  },
};

export const Salon: Story = {
  tags: ['role:salon', 'state:default'],
  args: { role: 'salon' },
  play: async ({ canvasElement }) => {
    await expectViewer(canvasElement, 'Olivia Owner', 'Owner');
    await expectNav(canvasElement, OWNER_LINKS, ['Products', 'Settings']);
    await expect((await mainNav(canvasElement)).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A salon whose app menu has Video and Checkin on: Videos and Check-in join the owner's sidebar. */
export const SalonWithAppMenus: Story = {
  tags: ['role:salon', 'state:default'],
  args: { role: 'salon' },
  parameters: { msw: { handlers: { appSettings: appSettingHandlers({ menu: appMenuWithShop }) } } },
  play: async ({ canvasElement }) => {
    await expectViewer(canvasElement, 'Olivia Owner', 'Owner');
    const nav = await mainNav(canvasElement);
    await waitFor(() =>
      expect(nav.getByRole('link', { name: 'Check-in' })).toHaveAttribute('href', '/check-in'),
    );
    await expectNav(
      canvasElement,
      [...OWNER_LINKS.slice(0, -2), ['Check-in', '/check-in'], ...OWNER_LINKS.slice(-2)],
      ['Videos', 'Products', 'Settings'],
    );
  },
};

/** The manager may open neither Salon Staff nor Orders, so the menu offers neither (docs/decisions.md). */
export const Manager: Story = {
  tags: ['role:manager', 'state:default'],
  args: { role: 'manager' },
  play: async ({ canvasElement }) => {
    await expectViewer(canvasElement, 'Mia Manager', 'Manager');
    const products = GROUP_LINKS.Products!.filter(([label]) => label !== 'Orders');
    await expectNav(
      canvasElement,
      withSales(SALON_LINKS.filter(([label]) => label !== 'Salon Staff')),
      ['Products', 'Settings'],
      { ...GROUP_LINKS, Products: products },
    );
    const nav = await mainNav(canvasElement);
    await expect(nav.queryByRole('link', { name: 'Orders' })).toBeNull();
  },
};

export const Stylist: Story = {
  tags: ['role:stylist', 'state:default'],
  args: { role: 'stylist' },
  play: async ({ canvasElement }) => {
    await expectViewer(canvasElement, 'Stella Stylist', 'Stylist');
    await expectNav(
      canvasElement,
      [
        ['Dashboard', '/'],
        ['Calendar', '/calendar'],
        ['Users', '/users'],
        ['My Availabilities', '/stylist-sessions/0e5e0000-0000-4000-8000-000000000005/Stella%20Stylist'],
        ['Sales', '/sales'],
        ['Sales Report', '/sales/report'],
        ['My Profile', '/my-profile'],
      ],
      [],
    );
  },
};

export const Loading: Story = {
  tags: ['role:salon', 'state:loading'],
  args: { role: 'salon' },
  parameters: { msw: { handlers: { auth: [authFailures.getUserLoading, ...authHandlers('salon')] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading user info');
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Main' })).toBeNull();
  },
};

export const Collapsed: Story = {
  tags: ['role:salon', 'state:collapsed'],
  args: { role: 'salon' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Collapse sidebar' }));
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    // Icons only, names kept for assistive technology.
    const nav = await mainNav(canvasElement);
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/users');
    await expect(nav.getByRole('button', { name: 'Products' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Log Out' })).toBeVisible();
  },
};

/** Session rules of spec 1 §4: a bad token ends the session with a toast. */
export const InvalidToken: Story = {
  tags: ['role:salon', 'state:error'],
  args: { role: 'salon' },
  render: () => <AdminFrameContainer />,
  parameters: {
    routePath: '/',
    msw: { handlers: { auth: [authFailures.invalidToken, ...authHandlers('salon')] } },
  },
  play: async ({ canvasElement }) => {
    await expectToast('invalid_token');
    await expectRedirectedTo(canvasElement, '/login');
  },
};

export const SessionExpired: Story = {
  tags: ['role:salon', 'state:error'],
  args: { role: 'salon' },
  render: () => <AdminFrameContainer />,
  parameters: {
    routePath: '/',
    msw: { handlers: { auth: [authFailures.getUserUnauthorized, ...authHandlers('salon')] } },
  },
  play: playRedirectedTo('/login'),
};

export const ClientSignedOut: Story = {
  tags: ['role:salon', 'state:error'],
  args: { role: 'salon' },
  render: () => <AdminFrameContainer />,
  parameters: {
    routePath: '/',
    msw: { handlers: { auth: [authFailures.getUserClient, ...authHandlers('salon')] } },
  },
  play: playRedirectedTo('/login'),
};

/** Any other failure keeps the session: the frame shows with the session's name and an error toast. */
export const UserInfoFails: Story = {
  tags: ['role:salon', 'state:error'],
  args: { role: 'salon' },
  parameters: { msw: { handlers: { auth: [authFailures.getUserServerError, ...authHandlers('salon')] } } },
  play: async ({ canvasElement }) => {
    await expectToast('Could not load your profile');
    await expectViewer(canvasElement, 'Olivia Owner', 'Owner');
  },
};
