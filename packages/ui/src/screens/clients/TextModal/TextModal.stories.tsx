import { formModalArgs } from '@salon/ui/patterns/form-story-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextModal } from './TextModal';

const meta = {
  title: 'Modals/Users/TextModal',
  component: TextModal,
  args: {
    ...formModalArgs(),
    title: 'Add Notes',
    subject: 'Grace Miller',
    label: 'Notes',
    requiredMessage: 'Please add notes',
    submitLabel: 'Save',
  },
} satisfies Meta<typeof TextModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Prefilled: Story = { args: { initialValue: 'Prefers mornings.' } };
