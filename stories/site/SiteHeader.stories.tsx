import type { Meta, StoryObj } from '@storybook/react-vite';
import { websiteParameters } from '../support/page-meta';
import { expect, userEvent, within } from 'storybook/test';
import { siteAreas, SiteHomeStory } from './site-story';

/** The header of every page of a salon's site, through the frame against MSW. */
const meta = {
  title: 'Catalogue/Site/SiteHeader',
  component: SiteHomeStory,
  tags: ['catalogue:site-header'],
  args: { customerName: null, cartCount: 0 },
  parameters: { layout: 'fullscreen', ...websiteParameters(siteAreas(), '') },
} satisfies Meta<typeof SiteHomeStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: the links of spec 2 §2, Login, an empty cart; no order history. */
export const Visitor: Story = {
  tags: ['role:visitor', 'state:default'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(await canvas.findByRole('navigation', { name: 'Site' }));
    for (const [name, href] of [
      ['Home', '/salon/demo-salon#banner'],
      ['Shop', '/salon/demo-salon/products-list'],
      ['Services', '/salon/demo-salon#services_our'],
      ['Discounts', '/salon/demo-salon/discounts'],
      ['Hours', '/salon/demo-salon#hoursOfOperation'],
      ['Contact', '/salon/demo-salon#contactus'],
    ] as const) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(nav.queryByRole('link', { name: 'Order history' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
    await expect(document.title).toBe('Demo Salon | Demo Salon');
  },
};

/** A signed-in customer: their name's menu (My appointments, Order history, Sign out), order history and the cart's count. */
export const Customer: Story = {
  tags: ['role:customer', 'state:default'],
  args: { customerName: 'Chris Client', cartCount: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(await canvas.findByRole('navigation', { name: 'Site' }));
    await expect(nav.getByRole('link', { name: 'Order history' })).toHaveAttribute(
      'href',
      '/salon/demo-salon/order-history',
    );
    const name = canvas.getByRole('button', { name: /Chris Client/ });
    await userEvent.click(name);
    const menu = within(canvas.getByRole('list', { name: 'Your account' }));
    await expect(menu.getByRole('link', { name: 'My appointments' })).toHaveAttribute(
      'href',
      '/salon/demo-salon/my-appointments',
    );
    await expect(menu.getByRole('link', { name: 'Order history' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Login' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();
  },
};
