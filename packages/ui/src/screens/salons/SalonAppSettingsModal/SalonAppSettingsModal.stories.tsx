import { formModalArgs } from '@salon/ui/patterns/form-story-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SalonAppSettingsModal } from './SalonAppSettingsModal';

const meta = {
  title: 'Modals/Salons/SalonAppSettingsModal',
  component: SalonAppSettingsModal,
  args: {
    ...formModalArgs(),
    salonName: 'Demo Salon',
    initialValues: { isVideo: true, isCheckin: true, isPOS: false },
  },
} satisfies Meta<typeof SalonAppSettingsModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ServerError: Story = { args: { serverError: 'Salon not found' } };
