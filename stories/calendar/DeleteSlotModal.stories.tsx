import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  renderCalendar,
  openFromGrid,
  expectToast,
  type Args,
  CALENDAR_ROUTE,
  CALENDAR_ROUTE_PATH,
  calendarHandlers,
} from './calendar-story';
import { clickButton } from '../support/form';

const meta = {
  title: 'Catalogue/Calendar/DeleteSlotModal',
  tags: ['catalogue:delete-slot-modal'],
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
    const dialog = await openFromGrid(canvasElement, 'Delete slot Tue, Mar 17 09:00', 'Delete Slot');
    await expect(dialog.getByText('Are you sure you want to delete this Slot?')).toBeVisible();
    await clickButton(dialog, 'Delete');
    await expectToast('Slot deleted successfully');
  },
};
