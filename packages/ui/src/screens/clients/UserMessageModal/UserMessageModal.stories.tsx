import { formModalArgs } from '@salon/ui/patterns/form-story-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { UserMessageModal } from './UserMessageModal';

const meta = {
  title: 'Modals/Users/UserMessageModal',
  component: UserMessageModal,
  args: { ...formModalArgs(), name: 'Grace Miller' },
} satisfies Meta<typeof UserMessageModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
