import { calendarPage } from '../support/pages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  chooseAppointmentAction,
  findDialog,
  expectToast,
  type Args,
  CALENDAR_ROUTE,
  CALENDAR_ROUTE_PATH,
  calendarHandlers,
  FIXED_NOW,
} from './calendar-story';

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
    const dialog = await findDialog('Delete Appointment');
    await expect(dialog.getByText('Chris Walker · Mon, Mar 16 · 09:00')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expectToast('Appointment deleted successfully');
  },
};
