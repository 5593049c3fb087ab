import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageNotFoundScreen } from './PageNotFoundScreen';

const meta = {
  title: 'Screens/Frame/PageNotFoundScreen',
  component: PageNotFoundScreen,
  args: { dashboardHref: '/' },
} satisfies Meta<typeof PageNotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/');
  },
};
