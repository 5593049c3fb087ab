import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { calendarHandlers, findWeekGrid, pickOption, findDialog, expectToast } from './calendar-story';
import { type Args, CALENDAR_PAGE_META, calendarParameters } from './calendar-meta';
import { expectAlerts, clickButton } from '../support/form';

/** Weekly Business Hours, from the header's 'Change hours' menu → 'Change Weekly by hour'. */
const meta = {
  ...CALENDAR_PAGE_META,
  parameters: { ...calendarParameters() },
  title: 'Catalogue/Calendar/BusinessHoursModal',
  tags: ['catalogue:business-hours-modal'],
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openHours(canvasElement: HTMLElement) {
  await findWeekGrid(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change hours' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Change Weekly by hour' }));
  return findDialog('Weekly Business Hours');
}

export const SalonDefault: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await openHours(canvasElement);
    // Thursday has a lunch break: two ranges.
    await expect(dialog.getByLabelText('Thursday start 2')).toBeVisible();
    await expect(dialog.getByText('Closed')).toBeVisible();
    await clickButton(dialog, 'Save');
    await expectToast('Business hours saved successfully');
  },
};

export const StylistValidation: Story = {
  tags: ['role:stylist', 'state:validation'],
  args: { role: 'stylist' },
  parameters: { msw: { handlers: calendarHandlers('stylist') } },
  play: async ({ canvasElement }) => {
    const dialog = await openHours(canvasElement);
    await clickButton(dialog, 'Add hours on Monday');
    await clickButton(dialog, 'Add hours on Sunday');
    // Monday's second range starts before the first one ends.
    await pickOption(dialog.getByLabelText('Monday start 2'), '12:00');
    await clickButton(dialog, 'Save');
    await expectAlerts(dialog, [
      'Please enter start time',
      'Please enter end time',
      'Start time should be greater than previous End Time',
      'Please enter end time',
    ]);
  },
};
