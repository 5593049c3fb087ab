import { createFormModalArgs, serverErrorStory } from '@salon/ui/patterns/form-story-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StaffFormModal } from './StaffFormModal';
import { EMPTY_STAFF_FORM } from './validate-staff';

const salonOptions = [
  { value: '5a1f0000-0000-4000-8000-000000000001', label: 'Demo Salon' },
  { value: '5a1f0000-0000-4000-8000-000000000002', label: 'Second Salon' },
];

const meta = {
  title: 'Modals/Staff/StaffFormModal',
  component: StaffFormModal,
  args: createFormModalArgs(EMPTY_STAFF_FORM),
} satisfies Meta<typeof StaffFormModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};
export const AdminCreate: Story = { args: { salonOptions } };
export const Update: Story = {
  args: {
    mode: 'update',
    salonOptions,
    initialValues: {
      ...EMPTY_STAFF_FORM,
      name: 'Mia Manager',
      email: 'manager@example.com',
      phone: '2125550104',
      address: '12 Market Street, New York, NY 10002',
      role: 'manager',
      salonId: salonOptions[0]!.value,
    },
  },
};
export const ServerError: Story = serverErrorStory('An account with this email address already exists');
