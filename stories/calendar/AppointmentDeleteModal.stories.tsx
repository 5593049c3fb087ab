import type { Role } from '@salon/api/shared/schemas';
import { calendarPage } from '../support/pages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import {
  CALENDAR_ROUTE,
  CALENDAR_ROUTE_PATH,
  calendarHandlers,
  chooseAppointmentAction,
  FIXED_NOW,
  findToast,
} from './calendar-story';

type Args = { role: Role };

const meta = {
  title: 'Catalogue/Calendar/AppointmentDeleteModal',
  tags: ['catalogue:appointment-delete-modal'],
  render: () => calendarPage(FIXED_NOW),
  args: { role: 'salon' },
  parameters: {
    route: CALENDAR_ROUTE,
    routePath: CALENDAR_ROUTE_PATH,
    msw: { handlers: calendarHandlers('salon') },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    await chooseAppointmentAction(canvasElement, 'Chris Walker', 'Mon, Mar 16 09:00', 'Delete');
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Appointment' }));
    await expect(dialog.getByText('Chris Walker · Mon, Mar 16 · 09:00')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await findToast('Appointment deleted successfully')).toBeVisible();
  },
};
