import { createFormModalArgs, updateFormStory } from '@salon/ui/patterns/form-story-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { VideoCategoryFormModal } from './VideoCategoryFormModal';

const meta = {
  title: 'Modals/Videos/VideoCategoryFormModal',
  component: VideoCategoryFormModal,
  args: createFormModalArgs({ categoryName: '' }),
} satisfies Meta<typeof VideoCategoryFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};
export const Update: Story = updateFormStory({ categoryName: 'Tutorials' });
