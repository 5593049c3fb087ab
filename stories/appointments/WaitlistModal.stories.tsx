import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { chooseAppointmentAction, findDialog } from './calendar-story';
import { type Args, CALENDAR_PAGE_META, calendarParameters } from './calendar-meta';
import { expectTexts } from '../support/expect';

/** The Waitlist of a slot, from an appointment's menu on the calendar. */
const meta = {
  ...CALENDAR_PAGE_META,
  parameters: { ...calendarParameters() },
  title: 'Catalogue/Calendar/WaitlistModal',
  tags: ['catalogue:waitlist-modal'],
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    await chooseAppointmentAction(canvasElement, 'Noah Brooks', 'Tue, Mar 17 10:00', 'Waitlist');
    const dialog = await findDialog('Waitlist');
    await expectTexts(dialog, ['Noah Brooks', 'noah.brooks@example.com · 212-555-0177']);
  },
};

export const Empty: Story = {
  tags: ['role:any', 'state:empty'],
  play: async ({ canvasElement }) => {
    await chooseAppointmentAction(canvasElement, 'Chris Walker', 'Mon, Mar 16 09:00', 'Waitlist');
    const dialog = await findDialog('Waitlist');
    await expect(dialog.getByText('Nobody is waiting for this slot.')).toBeVisible();
  },
};
