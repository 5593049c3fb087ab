import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  renderCalendar,
  chooseAppointmentAction,
  findDialog,
  expectToast,
  type Args,
  CALENDAR_ROUTE,
  CALENDAR_ROUTE_PATH,
  calendarHandlers,
} from './calendar-story';
import { clickButton } from '../support/form';

const meta = {
  title: 'Catalogue/Calendar/AppointmentDeleteModal',
  tags: ['catalogue:appointment-delete-modal'],
  render: renderCalendar,
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
    await clickButton(dialog, 'Delete');
    await expectToast('Appointment deleted successfully');
  },
};
