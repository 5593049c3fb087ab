import { serviceHandlers } from '@salon/api/mocks/handlers/services';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { openFromRow, serviceTitlesOf, type Args, renderServices } from './services-story';
import { expectToast } from '../support/expect';

/** The delete confirmation of /services. */
const meta = {
  title: 'Catalogue/Services/ServiceDeleteModal',
  tags: ['catalogue:service-delete-modal'],
  render: renderServices,
  args: { role: 'salon' },
  parameters: {
    route: '/services',
    routePath: '/services',
    msw: { handlers: { services: serviceHandlers() } },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  parameters: { msw: { handlers: { services: serviceHandlers() } } },
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(
      canvasElement,
      'Deep Conditioning',
      'Delete Deep Conditioning',
      'Delete Service',
    );
    await expect(dialog.getByText('Are you sure you want to delete this Service?')).toBeVisible();
    await expect(dialog.getByText('Deep Conditioning')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expectToast('Service deleted successfully');
    await waitFor(() => expect(serviceTitlesOf(canvasElement)).not.toContain('Deep Conditioning'));
  },
};

export const Cancelled: Story = {
  tags: ['role:any', 'state:default'],
  parameters: { msw: { handlers: { services: serviceHandlers() } } },
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, 'Haircut', 'Delete Haircut', 'Delete Service');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Service' })).toBeNull());
    await expect(within(canvasElement).getByRole('cell', { name: 'Haircut' })).toBeVisible();
  },
};
