import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { openFromRow, type Args, SALONS_PAGE_META, salonsParameters } from './salons-story';
import type { SalonsStory as Story } from './salons-story';
import { clickButton } from '../support/form';
import { expectDoneAndClosed } from '../support/dialog';

/** Salon App Settings from /salon (SalonsContainer) against MSW. */
export default {
  ...SALONS_PAGE_META,
  parameters: { ...salonsParameters() },
  title: 'Catalogue/Salons/SalonAppSettingsModal',
  tags: ['catalogue:salon-app-settings-modal'],
} satisfies Meta<Args>;

/** The switches start from the salon's menus (Video and Checkin on, Point of Sales off) and save. */
export const Default: Story = {
  tags: ['role:admin', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(
      canvasElement,
      'Demo Salon',
      'App Setting of Demo Salon',
      'Salon App Settings',
    );
    await expect(dialog.getByRole('switch', { name: 'Video' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Checkin' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Point of Sales' })).not.toBeChecked();
    await userEvent.click(dialog.getByRole('switch', { name: 'Point of Sales' }));
    await expect(dialog.getByRole('switch', { name: 'Point of Sales' })).toBeChecked();
    await clickButton(dialog, 'Save');
    await expectDoneAndClosed('App settings updated successfully');
  },
};
