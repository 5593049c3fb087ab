import { createFormModalArgs, serverErrorStory, updateFormStory } from '@salon/ui/patterns/form-story-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SalonFormModal } from './SalonFormModal';
import { EMPTY_SALON_FORM } from './validate-salon';

const meta = {
  title: 'Modals/Salons/SalonFormModal',
  component: SalonFormModal,
  args: createFormModalArgs(EMPTY_SALON_FORM),
} satisfies Meta<typeof SalonFormModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};
export const Update: Story = updateFormStory({
  ...EMPTY_SALON_FORM,
  name: 'Demo Salon',
  email: 'owner@example.com',
  phone: '2125550103',
  address: '233 East 17th Street, New York, NY 10003',
});
export const ServerError: Story = serverErrorStory('An account with this email address already exists');
export const Submitting: Story = { args: { submitting: true } };
