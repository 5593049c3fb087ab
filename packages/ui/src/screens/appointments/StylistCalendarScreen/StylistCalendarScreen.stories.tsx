import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StylistCalendarScreen } from './StylistCalendarScreen';

const now = new Date(2026, 2, 16, 9, 0);
const slots = ['09:00', '09:30', '10:00', '10:30', '11:00'].flatMap((time, i) => [
  { id: `m${i}`, date: '2026-03-16', time, status: 'available' as const },
  { id: `t${i}`, date: '2026-03-17', time, status: i === 4 ? ('canceled' as const) : ('available' as const) },
]);

const meta = {
  title: 'Screens/Calendar/StylistCalendarScreen',
  component: StylistCalendarScreen,
  args: {
    title: "Stella Stylist's Availabilities",
    view: 'week',
    anchor: now,
    now,
    can: { manageSlots: true, manageAppointments: true, manageBusinessHours: true },
    data: {
      status: 'ready',
      slots: slots.map((slot) =>
        slot.date === '2026-03-17' && slot.time === '10:00' ? { ...slot, status: 'booked' as const } : slot,
      ),
      appointments: [
        {
          id: 'a1',
          reference: 'AP-001001',
          date: '2026-03-17',
          time: '10:00',
          durationMinutes: 30,
          clientName: 'Grace Miller',
          serviceTitle: "Women's cut",
          status: 'booked',
          slotId: 't2',
        },
      ],
    },
    businessHours: {
      status: 'ready',
      recurringType: 'week',
      timeZone: 'America/New_York',
      saved: true,
      days: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((day) => ({
        day,
        ranges: day === 'Sun' ? [] : [{ startTime: '09:00', endTime: '17:00' }],
      })),
    },
    onViewChange: fn(),
    onAnchorChange: fn(),
    onCreateSlotClick: fn(),
    onChangeHoursByDay: fn(),
    onChangeWeeklyByHour: fn(),
    onCreateSlot: fn(),
    onBookSlot: fn(),
    onUpdateSlot: fn(),
    onDeleteSlot: fn(),
    onUnblockSlot: fn(),
    onEdit: fn(),
    onMove: fn(),
    onDelete: fn(),
    onWaitlist: fn(),
    onDropAppointment: fn(),
  },
} satisfies Meta<typeof StylistCalendarScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Week: Story = {};
export const Day: Story = { args: { view: 'day' } };
export const Month: Story = { args: { view: 'month' } };
export const BusinessHours: Story = { args: { view: 'business-hours' } };
export const Loading: Story = { args: { data: { status: 'loading' } } };
export const ReadOnly: Story = {
  args: { can: { manageSlots: false, manageAppointments: false, manageBusinessHours: false } },
};
