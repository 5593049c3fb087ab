import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSiteColors } from '../SiteLayout/SiteColorsDecorator';
import { SiteHeader } from './SiteHeader';

const meta = {
  title: 'Screens/Site/SiteHeader',
  component: SiteHeader,
  args: {
    salonName: 'Demo Salon',
    logoUrl: null,
    basePath: '/salon/demo-salon',
    customerName: null,
    cartCount: 0,
    onNavigate: fn(),
    onLoginClick: fn(),
    onLogout: fn(),
    onCartClick: fn(),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [withSiteColors('#5b21b6')],
} satisfies Meta<typeof SiteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Shop' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/salon/demo-salon/products-list');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(args.onLoginClick).toHaveBeenCalled();
  },
};

export const Customer: Story = {
  args: { customerName: 'Chris Client', cartCount: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cart, 2 items' }));
    await expect(args.onCartClick).toHaveBeenCalled();
    const name = canvas.getByRole('button', { name: /Chris Client/ });
    await userEvent.click(name);
    await expect(name).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('link', { name: 'My appointments' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/salon/demo-salon/my-appointments');
    await userEvent.click(name);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

/** A light salon colour gets dark text. */
export const LightColour: Story = {
  decorators: [withSiteColors('#fde68a')],
};
