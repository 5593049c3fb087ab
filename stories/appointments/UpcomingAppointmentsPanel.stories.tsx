import { appointmentsFailures, appointmentsHandlers } from '@salon/api/mocks/handlers/appointments';
import { UpcomingAppointmentsPanelContainer } from '@salon/features/appointments';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { calendarHandlers, MOCK_STYLIST_ID, type Args } from './calendar-story';

/**
 * The stylist-sessions side panel (UpcomingAppointmentsPanelContainer) against MSW. `now` is the salon's
 * wall clock at the fixed clock (FIXED_NOW is 05:00 in Demo Salon's New York zone).
 */
const meta = {
  title: 'Catalogue/Calendar/UpcomingAppointmentsPanel',
  tags: ['catalogue:upcoming-appointments-panel'],
  render: () => (
    <UpcomingAppointmentsPanelContainer stylistId={MOCK_STYLIST_ID} now={new Date(2026, 2, 16, 5, 0)} poll />
  ),
  args: { role: 'salon' },
  parameters: { msw: { handlers: calendarHandlers('salon') } },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SalonDefault: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Upcoming Appointments' });
    const items = within(list).getAllByRole('listitem');
    // Sorted by slot, soonest first; a client without a note shows 'No Notes'.
    await expect(items[0]).toHaveTextContent('Mon, Mar 16 · 09:00');
    await expect(items[0]).toHaveTextContent('Prefers a short fade on the sides.');
    await expect(items[1]).toHaveTextContent('Mon, Mar 16 · 11:00');
    await expect(items[1]).toHaveTextContent('No Notes');
    await expect(canvas.getByText('Stella Stylist')).toBeVisible();
  },
};

export const StylistEmpty: Story = {
  tags: ['role:stylist', 'state:empty'],
  args: { role: 'stylist' },
  parameters: {
    msw: {
      handlers: {
        ...calendarHandlers('stylist'),
        appointments: [
          appointmentsFailures.upcomingEmpty,
          appointmentsFailures.currentEmpty,
          ...appointmentsHandlers(),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No Appointment Available')).toBeVisible();
  },
};

export const Collapsed: Story = {
  tags: ['role:salon', 'state:collapsed'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Upcoming Appointments' });
    await userEvent.click(canvas.getByRole('button', { name: 'Hide upcoming appointments' }));
    await expect(canvas.queryByRole('list', { name: 'Upcoming Appointments' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Show upcoming appointments' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};
