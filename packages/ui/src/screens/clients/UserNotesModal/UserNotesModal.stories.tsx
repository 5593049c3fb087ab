import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UserNotesModal } from './UserNotesModal';

const meta = {
  title: 'Modals/Users/UserNotesModal',
  component: UserNotesModal,
  args: { open: true, name: 'Grace Miller', onClose: fn(), onSubmit: fn() },
} satisfies Meta<typeof UserNotesModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
