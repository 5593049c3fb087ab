import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteFooter } from './SiteFooter';

const meta = {
  title: 'Screens/Site/SiteFooter',
  component: SiteFooter,
  args: {
    salonName: 'Demo Salon',
    phone: '2125550100',
    address: '120 Madison Avenue, New York, NY 10016',
    email: 'hello@demo-salon.example.com',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '212-555-0100' })).toBeVisible();
  },
};

export const WithoutContact: Story = { args: { phone: null, address: null, email: null } };
