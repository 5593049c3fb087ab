import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { calendarHandlers, findWeekGrid, openFromGrid, findDialog, expectToast } from './calendar-story';
import { type Args, CALENDAR_PAGE_META, calendarParameters } from './calendar-meta';
import { expectAlerts, clickButton } from '../support/form';

/** Create/Update Slot, opened from the calendar (StylistCalendarContainer) against MSW. */
const meta = {
  ...CALENDAR_PAGE_META,
  parameters: { ...calendarParameters() },
  title: 'Catalogue/Calendar/SlotFormModal',
  tags: ['catalogue:slot-form-modal'],
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SalonCreate: Story = {
  tags: ['role:salon', 'state:create'],
  play: async ({ canvasElement }) => {
    const dialog = await openFromGrid(canvasElement, 'Create slot Tue, Mar 17 18:00', 'Create Slot');
    await expect(dialog.getByLabelText(/Slot date/)).toHaveValue('03/17/2026');
    await expect(dialog.getByText('18:00')).toBeVisible();
    await clickButton(dialog, 'Create');
    await expectToast('Slot created successfully');
  },
};

export const StylistUpdate: Story = {
  tags: ['role:stylist', 'state:update'],
  args: { role: 'stylist' },
  parameters: { msw: { handlers: calendarHandlers('stylist') } },
  play: async ({ canvasElement }) => {
    const dialog = await openFromGrid(canvasElement, 'Update slot Tue, Mar 17 09:00', 'Update Slot');
    await expect(dialog.getByLabelText(/Slot date/)).toHaveValue('03/17/2026');
    await clickButton(dialog, 'Update');
    await expectToast('Slot updated successfully');
  },
};

export const Validation: Story = {
  tags: ['role:salon', 'state:validation'],
  play: async ({ canvasElement }) => {
    await findWeekGrid(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create Slot' }));
    const dialog = await findDialog('Create Slot');
    await clickButton(dialog, 'Create');
    await expectAlerts(dialog, ['Please enter a slot date', 'Please enter a slot time']);
  },
};
