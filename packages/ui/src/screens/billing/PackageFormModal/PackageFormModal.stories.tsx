import { createFormModalArgs, serverErrorStory, updateFormStory } from '@salon/ui/patterns/form-story-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { EMPTY_PACKAGE_FORM, PackageFormModal } from './PackageFormModal';

const meta = {
  title: 'Modals/Billing/PackageFormModal',
  component: PackageFormModal,
  args: createFormModalArgs(EMPTY_PACKAGE_FORM),
} satisfies Meta<typeof PackageFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};

export const Update: Story = updateFormStory({
  name: 'Pro',
  description: 'Five calendars for a busy salon.',
  calendars: 5,
  monthlyPrice: '',
  annualPrice: '',
});

export const ServerError: Story = serverErrorStory('A package with this name already exists');
