import { salonHandlers } from '@salon/api/mocks/handlers/salons';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { openFromRow, type Args, renderSalons } from './salons-story';
import { confirmDelete } from '../support/dialog';

/** Deleting a salon from /salon (SalonsContainer) against MSW. */
const meta = {
  title: 'Catalogue/Salons/SalonDeleteModal',
  tags: ['catalogue:salon-delete-modal'],
  render: renderSalons,
  args: { role: 'admin' },
  parameters: {
    route: '/salon',
    routePath: '/salon',
    msw: { handlers: { salons: salonHandlers() } },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, 'Second Salon', 'Delete Second Salon', 'Delete Salon');
    await expect(dialog.getByText('Are you sure you want to delete this Salon?')).toBeVisible();
    await confirmDelete(dialog, 'Salon deleted successfully');
  },
};
