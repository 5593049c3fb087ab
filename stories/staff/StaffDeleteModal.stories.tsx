import { staffHandlers } from '@salon/api/mocks/handlers/staff';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { openFromRow, type Args, renderStaff } from './staff-story';
import { confirmDelete } from '../support/dialog';

/** Deleting a salon user from /salon-role-manger (StaffContainer) against MSW. */
const meta = {
  title: 'Catalogue/Staff/StaffDeleteModal',
  tags: ['catalogue:staff-delete-modal'],
  render: renderStaff,
  args: { role: 'salon' },
  parameters: {
    route: '/salon-role-manger',
    routePath: '/salon-role-manger',
    msw: { handlers: { staff: staffHandlers() } },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, 'Leo Lead', 'Delete Leo Lead', 'Delete Salon User');
    await expect(dialog.getByText('Are you sure you want to delete this User?')).toBeVisible();
    await confirmDelete(dialog, 'Salon user deleted successfully');
  },
};
