import { formModalArgs } from '@salon/ui/patterns/form-story-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { OnboardingStylistModal } from './OnboardingStylistModal';

const meta = {
  title: 'Modals/Onboarding/OnboardingStylistModal',
  component: OnboardingStylistModal,
  args: {
    ...formModalArgs(),
    taken: { emails: ['bella@example.com'], phones: ['5551234567'] },
  },
} satisfies Meta<typeof OnboardingStylistModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: {
    initialValues: { name: 'Mia Stone', email: 'mia@example.com', phone: '5559876543', gender: 'female' },
  },
};
