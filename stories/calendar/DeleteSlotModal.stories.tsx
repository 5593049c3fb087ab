import type { Role } from '@salon/api/shared/schemas';
import { calendarPage } from '../support/pages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import {
  CALENDAR_ROUTE,
  CALENDAR_ROUTE_PATH,
  calendarHandlers,
  findWeekGrid,
  FIXED_NOW,
  findToast,
} from './calendar-story';

type Args = { role: Role };

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
    const grid = await findWeekGrid(canvasElement);
    await userEvent.click(grid.getByRole('button', { name: 'Delete slot Tue, Mar 17 09:00' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Slot' }));
    await expect(dialog.getByText('Are you sure you want to delete this Slot?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await findToast('Slot deleted successfully')).toBeVisible();
  },
};
