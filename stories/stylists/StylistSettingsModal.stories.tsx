import { stylistServiceOptions } from '@salon/api/mocks/handlers/stylists';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { alertsOf, openFromRow, type Args, STYLISTS_PAGE_META, stylistsParameters } from './stylists-story';
import type { StylistsStory as Story } from './stylists-story';
import { clickButton } from '../support/form';
import { expectDoneAndClosed } from '../support/dialog';

/** Stylist Settings, opened from /stylist (StylistsContainer) against MSW (spec 1 §3, §5). */
export default {
  ...STYLISTS_PAGE_META,
  parameters: { ...stylistsParameters([stylistServiceOptions]) },
  title: 'Catalogue/Stylists/StylistSettingsModal',
  tags: ['catalogue:stylist-settings-modal'],
} satisfies Meta<Args>;

export const Default: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(
      canvasElement,
      'Stella Romano',
      'Stylist Settings of Stella Romano',
      'Stylist Settings: Stella Romano',
    );
    await expect(await dialog.findByLabelText('Break start time')).toHaveValue('13:00');
    await expect(dialog.getByLabelText('Break end time')).toHaveAttribute('step', '3600');
    await expect(dialog.getByLabelText('Interval time')).toHaveValue(30);
    await expect(await dialog.findByText('Haircut')).toBeVisible();
    await expect(dialog.getByRole('switch', { name: 'Break time compulsory' })).toBeChecked();
    await clickButton(dialog, 'Save');
    await expectDoneAndClosed('Stylist settings saved successfully');
  },
};

export const Manager: Story = {
  tags: ['role:manager', 'state:default'],
  args: { role: 'manager' },
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(
      canvasElement,
      'Stella Romano',
      'Stylist Settings of Stella Romano',
      'Stylist Settings: Stella Romano',
    );
    await expect(await dialog.findByLabelText('Break start time')).toHaveValue('13:00');
  },
};

/** A stylist without saved settings: every field empty, every message in order. */
export const Validation: Story = {
  tags: ['role:superadmin', 'state:validation'],
  args: { role: 'superadmin' },
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(
      canvasElement,
      'James Carter',
      'Stylist Settings of James Carter',
      'Stylist Settings: James Carter',
    );
    await userEvent.click(await dialog.findByRole('button', { name: 'Save' }));
    await expect(await alertsOf(dialog)).toEqual([
      'Please enter start time',
      'Please enter end time',
      'Please select recurring type',
      'Please enter interval time',
      'Please select services',
    ]);
  },
};
