import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PlaceholderScreen } from './PlaceholderScreen';

const meta = {
  title: 'Screens/Placeholder/PlaceholderScreen',
  component: PlaceholderScreen,
  args: { title: 'Services', issue: 7 },
} satisfies Meta<typeof PlaceholderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Services' })).toBeVisible();
    await expect(canvas.getByText('This screen arrives with a later issue (#7).')).toBeVisible();
  },
};

export const WithoutIssue: Story = { args: { issue: undefined } };
