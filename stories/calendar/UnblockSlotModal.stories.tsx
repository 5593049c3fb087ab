import { availabilityFailures, availabilityHandlers } from '@salon/api/mocks/handlers/availability';
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

/** Unblock Slot on a slot whose appointment was canceled (Tuesday 13:00 of the fixture week). */
const meta = {
  title: 'Catalogue/Calendar/UnblockSlotModal',
  tags: ['catalogue:unblock-slot-modal'],
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

async function openUnblock(canvasElement: HTMLElement) {
  const grid = await findWeekGrid(canvasElement);
  await userEvent.click(grid.getByRole('button', { name: 'Unblock slot Tue, Mar 17 13:00' }));
  return within(await screen.findByRole('dialog', { name: 'Unblock Slot' }));
}

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await openUnblock(canvasElement);
    await expect(dialog.getByText('Tue, Mar 17 · 13:00')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Unblock' }));
    await expect(await findToast('Slot updated successfully')).toBeVisible();
  },
};

export const Submitting: Story = {
  tags: ['role:any', 'state:submitting'],
  parameters: {
    msw: {
      handlers: {
        ...calendarHandlers('salon'),
        availability: [availabilityFailures.slotSaving, ...availabilityHandlers()],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openUnblock(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Unblock' }));
    await expect(await dialog.findByRole('status')).toHaveTextContent(
      'Unblocking slot. Please wait it may take a while',
    );
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
