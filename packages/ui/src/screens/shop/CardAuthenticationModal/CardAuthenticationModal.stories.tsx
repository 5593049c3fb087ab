import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CardAuthenticationModal } from './CardAuthenticationModal';

const meta = {
  title: 'Modals/Shop/CardAuthenticationModal',
  component: CardAuthenticationModal,
  args: { open: true, amount: '$45.00', onApprove: fn(), onFail: fn() },
} satisfies Meta<typeof CardAuthenticationModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
