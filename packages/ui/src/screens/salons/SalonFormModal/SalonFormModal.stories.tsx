import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SalonFormModal } from './SalonFormModal';
import { EMPTY_SALON_FORM } from './validate-salon';

const meta = {
  title: 'Modals/Salons/SalonFormModal',
  component: SalonFormModal,
  args: { open: true, mode: 'create', initialValues: EMPTY_SALON_FORM, onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof SalonFormModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};
export const Update: Story = {
  args: {
    mode: 'update',
    initialValues: {
      ...EMPTY_SALON_FORM,
      name: 'Demo Salon',
      email: 'owner@example.com',
      phone: '2125550103',
      address: '233 East 17th Street, New York, NY 10003',
    },
  },
};
export const ServerError: Story = {
  args: { serverError: 'An account with this email address already exists' },
};
export const Submitting: Story = { args: { submitting: true } };
