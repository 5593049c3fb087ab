import { createFormModalArgs, serverErrorStory, updateFormStory } from '@salon/ui/patterns/form-story-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ServiceFormModal } from './ServiceFormModal';
import { EMPTY_SERVICE_FORM } from './validate-service';

const meta = {
  title: 'Modals/Services/ServiceFormModal',
  component: ServiceFormModal,
  args: {
    ...createFormModalArgs(EMPTY_SERVICE_FORM),
    categoryOptions: [
      { value: 'c1', label: 'Haircuts' },
      { value: 'c2', label: 'Colour' },
    ],
  },
} satisfies Meta<typeof ServiceFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Service: Story = {};
export const Category: Story = { args: { initialValues: { ...EMPTY_SERVICE_FORM, kind: 'category' } } };
export const Update: Story = updateFormStory({
  ...EMPTY_SERVICE_FORM,
  title: 'Highlights',
  category: 'c2',
  hours: '2',
  minutes: '30',
  charges: '179.50',
  description: 'Partial or full foil highlights with toner.',
  leadTime: '15',
});
export const ServerError: Story = serverErrorStory('Service category not found');
