import { SiteNotFoundPage } from '@salon/features/site';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Website/Site not found',
  component: SiteNotFoundPage,
  tags: ['catalogue:site-not-found'],
  parameters: { layout: 'fullscreen', route: '/salon/404' },
} satisfies Meta<typeof SiteNotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Salon not found' })).toBeVisible();
  },
};
