import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SlotGrid } from './SlotGrid';

const meta = {
  title: 'Site/SlotGrid',
  component: SlotGrid,
  args: {
    date: '2026-03-17',
    onChoose: fn(),
    stylists: [
      {
        _id: 's1',
        name: 'Stella Stylist',
        slots: [
          { _id: 'a', time: '09:00', status: 'available', choosable: true },
          { _id: 'b', time: '09:30', status: 'confirmed', choosable: false },
          { _id: 'c', time: '10:00', status: 'waiting', choosable: false },
          { _id: 'd', time: '10:30', status: 'canceled', choosable: false },
          { _id: 'e', time: '13:00', status: 'available', choosable: true },
        ],
      },
      { _id: 's2', name: 'James Barber', slots: [] },
    ],
  },
} satisfies Meta<typeof SlotGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { selectedSlotId: 'e' } };
