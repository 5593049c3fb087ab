import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppFrame } from './AppFrame';
import type { NavItem } from './nav-types';

const items: NavItem[] = [
  { label: 'Dashboard', href: '/', icon: 'menu' },
  { label: 'Users', href: '/users', icon: 'user' },
  {
    label: 'Products',
    icon: 'cart',
    children: [
      { label: 'All Products', href: '/products', icon: 'cart' },
      { label: 'Orders', href: '/order-history', icon: 'check' },
    ],
  },
  { label: 'Notifications', href: '/notification', icon: 'bell' },
];

const meta = {
  title: 'Screens/Frame/AppFrame',
  component: AppFrame,
  args: {
    viewer: { status: 'ready', name: 'Olivia Owner', roleLabel: 'Salon' },
    items,
    profileItem: { label: 'My Profile', href: '/my-profile', icon: 'user' },
    currentPath: '/users',
    title: 'Users',
    onLogout: fn(),
    year: 2026,
    children: <p>Page content</p>,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(nav.getByRole('button', { name: 'Products' }));
    await expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/order-history');
  },
};

export const GroupOpenOnActiveChild: Story = { args: { currentPath: '/order-history', title: 'Orders' } };

export const Collapsed: Story = {
  args: { defaultCollapsed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Users' })).toBeVisible();
  },
};

export const Loading: Story = { args: { viewer: { status: 'loading' } } };

export const WithHeaderSlot: Story = {
  args: { headerSlot: <span>Salon: Demo Salon</span>, title: undefined },
};

/** An owner whose plan ended: the notice above every page, one link from renewing. */
export const SubscriptionNotice: Story = {
  args: {
    notice: {
      text: "Your subscription has ended: your salon's website takes no bookings or orders.",
      linkLabel: 'Renew in My Profile',
      href: '/my-profile',
    },
  },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('status');
    await expect(notice).toHaveTextContent('Your subscription has ended');
    await expect(within(notice).getByRole('link', { name: 'Renew in My Profile' })).toHaveAttribute(
      'href',
      '/my-profile',
    );
  },
};
