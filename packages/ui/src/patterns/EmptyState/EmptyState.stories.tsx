import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { iconNames } from '../../primitives/Icon';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Patterns/EmptyState',
  component: EmptyState,
  args: {},
  argTypes: { icon: { control: 'select', options: iconNames }, action: { control: false } },
  tags: ['autodocs'],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Data Found!')).toBeVisible();
  },
};
export const WithSubtitle: Story = {
  args: { subtitle: 'There are no users in this salon yet.', icon: 'user' },
};
export const WithAction: Story = {
  args: {
    icon: 'calendar',
    title: 'No appointments today',
    subtitle: 'Booked appointments appear here.',
    action: <Button>Add Appointment</Button>,
  },
};
