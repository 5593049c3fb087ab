import type { Meta } from '@storybook/react-vite';
import { openFromCard, type Args, PACKAGES_PAGE_META, packagesParameters } from './billing-story';
import type { PackagesStory as Story } from './billing-story';
import { confirmDelete } from '../support/dialog';
import { expectTexts } from '../support/expect';

/** Delete of a package from /subscription (SubscriptionPackagesContainer) against MSW. */
export default {
  ...PACKAGES_PAGE_META,
  parameters: { ...packagesParameters() },
  title: 'Catalogue/Billing/PackageDeleteModal',
  tags: ['catalogue:package-delete-modal'],
} satisfies Meta<Args>;

export const Default: Story = {
  tags: ['role:admin', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await openFromCard(canvasElement, 'Starter', 'Delete Package');
    await expectTexts(dialog, [
      'Are you sure you want to delete this Package?',
      'Starter and its plans will be deleted.',
    ]);
    await confirmDelete(dialog, 'Package deleted successfully');
  },
};
