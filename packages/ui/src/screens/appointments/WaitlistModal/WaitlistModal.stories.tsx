import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WaitlistModal } from './WaitlistModal';

const meta = {
  title: 'Modals/Calendar/WaitlistModal',
  component: WaitlistModal,
  args: {
    open: true,
    slotLabel: 'Tue, Mar 17 · 10:00',
    onClose: fn(),
    entries: [
      {
        id: 'a6',
        clientName: 'Noah Brooks',
        email: 'noah.brooks@example.com',
        phone: '2125550177',
        time: '10:00 · 60 m',
        service: "Women's cut",
      },
    ],
  },
} satisfies Meta<typeof WaitlistModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { entries: [] } };
