import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { openFromRow, type Args, SALONS_PAGE_META, salonsParameters } from './salons-story';
import type { SalonsStory as Story } from './salons-story';
import { confirmDelete } from '../support/dialog';

/** Deleting a salon from /salon (SalonsContainer) against MSW. */
export default {
  ...SALONS_PAGE_META,
  parameters: { ...salonsParameters() },
  title: 'Catalogue/Salons/SalonDeleteModal',
  tags: ['catalogue:salon-delete-modal'],
} satisfies Meta<Args>;

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, 'Second Salon', 'Delete Second Salon', 'Delete Salon');
    await expect(dialog.getByText('Are you sure you want to delete this Salon?')).toBeVisible();
    await confirmDelete(dialog, 'Salon deleted successfully');
  },
};
