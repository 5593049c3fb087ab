import { billingHandlers } from '@salon/api/mocks/handlers/billing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { cardOf, dialogNamed, type Args, renderPackages } from './billing-story';
import { expectDialogClosed, expectToast } from '../support/expect';

/** Delete of a package from /subscription (SubscriptionPackagesContainer) against MSW. */
const meta = {
  title: 'Catalogue/Billing/PackageDeleteModal',
  tags: ['catalogue:package-delete-modal'],
  render: renderPackages,
  args: { role: 'admin' },
  // A literal: Storybook reads the meta's parameters statically.
  parameters: {
    route: '/subscription',
    routePath: '/subscription',
    msw: { handlers: { billing: billingHandlers() } },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['role:admin', 'state:default'],
  play: async ({ canvasElement }) => {
    const starter = await cardOf(canvasElement, 'Starter');
    await userEvent.click(starter.getByRole('button', { name: 'Delete Package' }));
    const dialog = await dialogNamed('Delete Package');
    await expect(dialog.getByText('Are you sure you want to delete this Package?')).toBeVisible();
    await expect(dialog.getByText('Starter and its plans will be deleted.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expectToast('Package deleted successfully');
    await expectDialogClosed();
  },
};
