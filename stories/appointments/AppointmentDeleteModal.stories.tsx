import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { chooseAppointmentAction, findDialog, expectToast } from './calendar-story';
import { type Args, CALENDAR_PAGE_META, calendarParameters } from './calendar-meta';
import { clickButton } from '../support/form';

const meta = {
  ...CALENDAR_PAGE_META,
  parameters: { ...calendarParameters() },
  title: 'Catalogue/Calendar/AppointmentDeleteModal',
  tags: ['catalogue:appointment-delete-modal'],
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
