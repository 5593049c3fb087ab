import { formModalArgs } from '@salon/ui/patterns/form-story-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DayHoursModal } from './DayHoursModal';

const meta = {
  title: 'Modals/Calendar/DayHoursModal',
  component: DayHoursModal,
  args: {
    ...formModalArgs(),
    now: new Date(2026, 2, 16, 9, 0),
    initialDate: new Date(2026, 2, 22),
  },
} satisfies Meta<typeof DayHoursModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
