import { formModalArgs } from '@salon/ui/patterns/form-story-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { UserNotesModal } from './UserNotesModal';

const meta = {
  title: 'Modals/Users/UserNotesModal',
  component: UserNotesModal,
  args: { ...formModalArgs(), name: 'Grace Miller' },
} satisfies Meta<typeof UserNotesModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
