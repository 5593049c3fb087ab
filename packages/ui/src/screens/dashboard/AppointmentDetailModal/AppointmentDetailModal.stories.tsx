import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AppointmentDetailModal } from './AppointmentDetailModal';

const meta = {
  title: 'Modals/Dashboard/AppointmentDetailModal',
  component: AppointmentDetailModal,
  args: {
    onClose: fn(),
    appointment: {
      appointmentId: 'AP-001042',
      user: { name: 'Noah Brooks', email: 'noah.brooks@example.com', phone: '2125550123' },
      stylist: { name: 'Stella Stylist', email: 'stylist@example.com', phone: '5550100100', photo: null },
      time: '03/16/2026 10:30',
      service: 'Haircuts',
      subService: 'Haircut',
    },
  },
} satisfies Meta<typeof AppointmentDetailModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
