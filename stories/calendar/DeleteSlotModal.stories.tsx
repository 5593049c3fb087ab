import { calendarPage } from '../support/pages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  openFromGrid,
  expectToast,
  type Args,
  CALENDAR_ROUTE,
  CALENDAR_ROUTE_PATH,
  calendarHandlers,
  FIXED_NOW,
} from './calendar-story';

const meta = {
  title: 'Catalogue/Calendar/DeleteSlotModal',
  tags: ['catalogue:delete-slot-modal'],
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
    const dialog = await openFromGrid(canvasElement, 'Delete slot Tue, Mar 17 09:00', 'Delete Slot');
    await expect(dialog.getByText('Are you sure you want to delete this Slot?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expectToast('Slot deleted successfully');
  },
};
