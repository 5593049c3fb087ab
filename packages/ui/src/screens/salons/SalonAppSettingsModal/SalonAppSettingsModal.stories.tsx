import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SalonAppSettingsModal } from './SalonAppSettingsModal';

const meta = {
  title: 'Modals/Salons/SalonAppSettingsModal',
  component: SalonAppSettingsModal,
  args: {
    open: true,
    salonName: 'Demo Salon',
    initialValues: { isVideo: true, isCheckin: true, isPOS: false },
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof SalonAppSettingsModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ServerError: Story = { args: { serverError: 'Salon not found' } };
