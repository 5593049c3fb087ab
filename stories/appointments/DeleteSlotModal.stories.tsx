import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { openFromGrid, expectToast } from './calendar-story';
import { type Args, CALENDAR_PAGE_META, calendarParameters } from './calendar-meta';
import { clickButton } from '../support/form';

const meta = {
  ...CALENDAR_PAGE_META,
  parameters: { ...calendarParameters() },
  title: 'Catalogue/Calendar/DeleteSlotModal',
  tags: ['catalogue:delete-slot-modal'],
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
