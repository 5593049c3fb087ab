import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AppointmentDeleteModal } from './AppointmentDeleteModal';

const meta = {
  title: 'Modals/Calendar/AppointmentDeleteModal',
  component: AppointmentDeleteModal,
  args: {
    open: true,
    appointmentLabel: 'Grace Client · Tue, Mar 17 · 10:00',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof AppointmentDeleteModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Deleting: Story = { args: { deleting: true } };
