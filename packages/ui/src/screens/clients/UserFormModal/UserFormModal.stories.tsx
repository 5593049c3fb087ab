import { createFormModalArgs, serverErrorStory, updateFormStory } from '@salon/ui/patterns/form-story-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { EMPTY_USER_FORM, UserFormModal } from './UserFormModal';

const meta = {
  title: 'Modals/Users/UserFormModal',
  component: UserFormModal,
  args: {
    ...createFormModalArgs(EMPTY_USER_FORM),
    stylistOptions: [
      { value: 's1', label: 'Stella Stylist' },
      { value: 's2', label: 'James Carter' },
    ],
  },
} satisfies Meta<typeof UserFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};

export const Update: Story = updateFormStory({
  name: 'Grace Miller',
  email: 'grace.miller@example.com',
  phone: '2125550142',
  gender: 'female',
  stylist: 's1',
  clientNote: 'Likes a quiet chair by the window.',
});

export const ServerError: Story = serverErrorStory('An account with this email address already exists');
