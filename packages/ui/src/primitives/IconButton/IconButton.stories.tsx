import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { pressCallsOnClickPlay } from '../Button/button-steps';
import { iconNames } from '../Icon';
import { IconButton } from './IconButton';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Edit user', icon: 'edit', variant: 'ghost', size: 'md', onClick: fn() },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    variant: { control: 'inline-radio', options: ['ghost', 'secondary', 'primary', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  tags: ['autodocs'],
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: pressCallsOnClickPlay('Edit user'),
};
export const Secondary: Story = { args: { variant: 'secondary', icon: 'menu', label: 'Open menu' } };
export const Primary: Story = { args: { variant: 'primary', icon: 'plus', label: 'Add' } };
export const Danger: Story = { args: { variant: 'danger', icon: 'trash', label: 'Delete user' } };
export const Small: Story = { args: { size: 'sm', icon: 'close', label: 'Close' } };
export const Large: Story = { args: { size: 'lg', icon: 'bell', label: 'Notifications' } };
export const Disabled: Story = { args: { disabled: true, icon: 'logout', label: 'Log out' } };
