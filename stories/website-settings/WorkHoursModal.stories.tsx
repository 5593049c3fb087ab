import { buildDefaultWebsiteInfo } from '@salon/api/mocks/factories/website-settings';
import type { Meta } from '@storybook/react-vite';
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
import type { WebsiteSettingsStory as Story } from './website-settings-story';
import { expectDialogClosed } from '../support/expect';
import { chooseOption, clickButton, expectAlerts } from '../support/form';

/**
 * 'Add Work Hours', opened from /website-setting (WebsiteSettingsContainer) against MSW (spec 2 §2, §3):
 * the salon-wide editor of the stylists' business hours, which the site posts.
 */
export default {
  ...WEBSITE_SETTINGS_PAGE_META,
  parameters: { ...websiteSettingsParameters() },
  title: 'Catalogue/WebsiteSettings/WorkHoursModal',
  tags: ['catalogue:work-hours-modal'],
} satisfies Meta<Args>;

/**
 * Prefilled from the posted hours (Sunday closed, Wednesday's split day as 09:00 – 19:00); Wednesday set to
 * 10:00 – 16:00, 'Next' lists the enabled stylists, all ticked; 'Save' and the page posts the new hours.
 */
export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await openWorkHours(canvasElement);
    await expect(dialog.getByRole('switch', { name: 'Available on Sunday' })).not.toBeChecked();
    const wednesday = dialog.getByRole('group', { name: 'Wednesday' });
    await expect(wednesday).toHaveTextContent('09:00');
    await expect(wednesday).toHaveTextContent('19:00');
    await chooseOption(dialog, 'Wednesday start time', '10:00');
    await chooseOption(dialog, 'Wednesday end time', '16:00');
    await clickButton(dialog, 'Next');
    await expect(
      await dialog.findByText(
        'Their business hours on these days are replaced; booked appointments are kept.',
      ),
    ).toBeVisible();
    for (const name of ['Stella Stylist', 'James Carter', 'Priya Shah']) {
      await expect(dialog.getByRole('checkbox', { name })).toBeChecked();
    }
    await clickButton(dialog, 'Save');
    await expectToast(SAVED_MESSAGE);
    await expectDialogClosed();
    const hours = within(within(canvasElement).getByRole('group', { name: 'Work hours' }));
    await expect(await hours.findByText('10:00 – 16:00')).toBeVisible();
  },
};

/** An open day needs a start and an end, the end after the start; no stylist ticked is refused too. */
export const Validation: Story = {
  tags: ['role:any', 'state:validation'],
  parameters: { msw: { handlers: { website: websiteSettingHandlers(buildDefaultWebsiteInfo()) } } },
  play: async ({ canvasElement }) => {
    const dialog = await openWorkHours(canvasElement);
    await userEvent.click(dialog.getByRole('switch', { name: 'Available on Monday' }));
    await chooseOption(dialog, 'Monday start time', '10:00');
    await chooseOption(dialog, 'Monday end time', '09:30');
    await userEvent.click(dialog.getByRole('switch', { name: 'Available on Tuesday' }));
    await chooseOption(dialog, 'Tuesday end time', '10:30');
    await clickButton(dialog, 'Next');
    await expectAlerts(dialog, ['End time should be greater than Start Time', 'Please enter start time']);
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};
