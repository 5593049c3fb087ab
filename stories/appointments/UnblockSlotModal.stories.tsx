import { availabilityFailures, availabilityHandlers } from '@salon/api/mocks/handlers/availability';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { calendarHandlers, openFromGrid, expectToast } from './calendar-story';
import { type Args, CALENDAR_PAGE_META, calendarParameters } from './calendar-meta';
import { clickButton } from '../support/form';

/** Unblock Slot on a slot whose appointment was canceled (Tuesday 13:00 of the fixture week). */
const meta = {
  ...CALENDAR_PAGE_META,
  parameters: { ...calendarParameters() },
  title: 'Catalogue/Calendar/UnblockSlotModal',
  tags: ['catalogue:unblock-slot-modal'],
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openUnblock(canvasElement: HTMLElement) {
  return openFromGrid(canvasElement, 'Unblock slot Tue, Mar 17 13:00', 'Unblock Slot');
}

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await openUnblock(canvasElement);
    await expect(dialog.getByText('Tue, Mar 17 · 13:00')).toBeVisible();
    await clickButton(dialog, 'Unblock');
    await expectToast('Slot updated successfully');
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
    await clickButton(dialog, 'Unblock');
    await expect(await dialog.findByRole('status')).toHaveTextContent(
      'Unblocking slot. Please wait it may take a while',
    );
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
