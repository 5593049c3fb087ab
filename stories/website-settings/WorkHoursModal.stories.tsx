import { buildDefaultWebsiteInfo } from '@salon/api/mocks/factories/website';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  expectToast,
  openWorkHours,
  SAVED_MESSAGE,
  websiteSettingHandlers,
  type Args,
  WEBSITE_SETTINGS_PAGE_META,
  websiteSettingsParameters,
} from './website-settings-story';
import { expectDialogClosed } from '../support/expect';
import { chooseOption, clickButton, expectAlerts } from '../support/form';

/** 'Add Work Hours', opened from /website-setting (WebsiteSettingsContainer) against MSW (spec 2 §2, §3). */
const meta = {
  ...WEBSITE_SETTINGS_PAGE_META,
  parameters: { ...websiteSettingsParameters() },
  title: 'Catalogue/WebsiteSettings/WorkHoursModal',
  tags: ['catalogue:work-hours-modal'],
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Demo Salon's week: Sunday closed, Saturday 10:00 – 17:00; opening Sunday and saving shows the new hours. */
export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await openWorkHours(canvasElement);
    await expect(dialog.getByRole('switch', { name: 'Available on Sunday' })).not.toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Available on Saturday' })).toBeChecked();
    await userEvent.click(dialog.getByRole('switch', { name: 'Available on Sunday' }));
    await chooseOption(dialog, 'Sunday start time', '11:00');
    await chooseOption(dialog, 'Sunday end time', '15:00');
    await clickButton(dialog, 'Next');
    await expectToast(SAVED_MESSAGE);
    await expectDialogClosed();
    await expect(await within(canvasElement).findByText('11:00 – 15:00')).toBeVisible();
  },
};

/** A salon that never set hours: Sunday available with empty times, the other days closed (spec 2 §3). */
export const NewSalon: Story = {
  tags: ['role:any', 'state:default'],
  parameters: { msw: { handlers: { website: websiteSettingHandlers(buildDefaultWebsiteInfo()) } } },
  play: async ({ canvasElement }) => {
    const dialog = await openWorkHours(canvasElement);
    await expect(dialog.getByRole('switch', { name: 'Available on Sunday' })).toBeChecked();
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
      await expect(dialog.getByRole('switch', { name: `Available on ${day}` })).not.toBeChecked();
    }
  },
};

/** Start and end required on open days; the end at least 30 minutes after the start. */
export const Validation: Story = {
  tags: ['role:any', 'state:validation'],
  parameters: { msw: { handlers: { website: websiteSettingHandlers(buildDefaultWebsiteInfo()) } } },
  play: async ({ canvasElement }) => {
    const dialog = await openWorkHours(canvasElement);
    await userEvent.click(dialog.getByRole('switch', { name: 'Available on Monday' }));
    await chooseOption(dialog, 'Monday start time', '10:00');
    await chooseOption(dialog, 'Monday end time', '09:30');
    await userEvent.click(dialog.getByRole('switch', { name: 'Available on Tuesday' }));
    await chooseOption(dialog, 'Tuesday start time', '10:00');
    await chooseOption(dialog, 'Tuesday end time', '10:30');
    await clickButton(dialog, 'Next');
    await expectAlerts(dialog, [
      'Please enter start time',
      'Please enter end time',
      'End time should be greater than Start Time',
    ]);
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};
