import { createFormModalArgs, updateFormStory } from '@salon/ui/patterns/form-story-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CompanyFormModal, EMPTY_COMPANY_FORM } from './CompanyFormModal';

const meta = {
  title: 'Modals/Companies/CompanyFormModal',
  component: CompanyFormModal,
  args: createFormModalArgs(EMPTY_COMPANY_FORM),
} satisfies Meta<typeof CompanyFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};

export const Update: Story = updateFormStory({
  name: 'Brightline Media',
  email: 'office@brightline.example.com',
  phone: '2125550301',
  address: '350 Fifth Avenue, New York, NY 10118',
});
