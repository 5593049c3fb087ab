import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CheckInScreen } from './CheckInScreen';

const meta = {
  title: 'Screens/CheckIn/CheckInScreen',
  component: CheckInScreen,
  args: {
    salonName: 'Demo Salon',
    logoUrl: null,
    options: [
      { value: 'u1', label: 'Grace Miller (***-***-0142)' },
      { value: 'u2', label: 'Daniel Kim (***-***-0133)' },
    ],
    onSearchChange: fn(),
    selectedId: null,
    onSelect: fn(),
    onCheckIn: fn(),
    result: { status: 'idle' },
  },
} satisfies Meta<typeof CheckInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { selectedId: 'u1' } };
export const Success: Story = {
  args: { result: { status: 'success', message: 'Welcome, Grace Miller! You are checked in.' } },
};
export const CheckInError: Story = {
  args: {
    selectedId: 'u1',
    result: { status: 'error', message: 'This account is disabled and cannot check in' },
  },
};
