import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { openFromRow, type Args, STAFF_PAGE_META, staffParameters } from './staff-story';
import type { StaffStory as Story } from './staff-story';
import { confirmDelete } from '../support/dialog';

/** Deleting a salon user from /salon-role-manger (StaffContainer) against MSW. */
export default {
  ...STAFF_PAGE_META,
  parameters: { ...staffParameters() },
  title: 'Catalogue/Staff/StaffDeleteModal',
  tags: ['catalogue:staff-delete-modal'],
} satisfies Meta<Args>;

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, 'Leo Lead', 'Delete Leo Lead', 'Delete Salon User');
    await expect(dialog.getByText('Are you sure you want to delete this User?')).toBeVisible();
    await confirmDelete(dialog, 'Salon user deleted successfully');
  },
};
