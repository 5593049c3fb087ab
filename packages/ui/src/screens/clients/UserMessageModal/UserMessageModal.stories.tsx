import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UserMessageModal } from './UserMessageModal';

const meta = {
  title: 'Modals/Users/UserMessageModal',
  component: UserMessageModal,
  args: { open: true, name: 'Grace Miller', onClose: fn(), onSubmit: fn() },
} satisfies Meta<typeof UserMessageModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
