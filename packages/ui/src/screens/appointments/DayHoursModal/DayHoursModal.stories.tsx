import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DayHoursModal } from './DayHoursModal';

const meta = {
  title: 'Modals/Calendar/DayHoursModal',
  component: DayHoursModal,
  args: {
    open: true,
    now: new Date(2026, 2, 16, 9, 0),
    initialDate: new Date(2026, 2, 22),
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof DayHoursModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
