import { stylistFailures, stylistHandlers } from '@salon/api/mocks/handlers/stylists';
import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectToast, openFromRow, STYLISTS_PAGE_META, stylistsParameters } from './stylists-story';
import type { Args } from './stylists-story';
import type { StylistsStory as Story } from './stylists-story';
import { clickButton } from '../support/form';
import { confirmDelete } from '../support/dialog';

/** Deleting a stylist from /stylist (StylistsContainer) against MSW. */
export default {
  ...STYLISTS_PAGE_META,
  parameters: { ...stylistsParameters() },
  title: 'Catalogue/Stylists/StylistDeleteModal',
  tags: ['catalogue:stylist-delete-modal'],
} satisfies Meta<Args>;

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, 'Noah Brooks', 'Delete Noah Brooks', 'Delete Stylist');
    await expect(dialog.getByText('Are you sure you want to delete this Stylist?')).toBeVisible();
    await confirmDelete(dialog, 'Stylist deleted successfully');
  },
};

/** A stylist with upcoming appointments: the server's 409 message in an error toast. */
export const UpcomingAppointments: Story = {
  tags: ['role:any', 'state:default'],
  parameters: { msw: { handlers: { stylists: [stylistFailures.hasAppointments, ...stylistHandlers()] } } },
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, 'Noah Brooks', 'Delete Noah Brooks', 'Delete Stylist');
    await clickButton(dialog, 'Delete');
    await expectToast('This stylist has upcoming appointments; cancel or move them first');
  },
};
