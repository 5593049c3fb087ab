import { billingFailures, billingHandlers } from '@salon/api/mocks/handlers/billing';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { openFromCard, type Args, PACKAGES_PAGE_META, packagesParameters } from './billing-story';
import type { PackagesStory as Story } from './billing-story';
import { expectToast } from '../support/expect';
import { expectDoneAndClosed, openDialog, type Scope } from '../support/dialog';
import { chooseOption, expectValues, retype, clickButton, typeInto } from '../support/form';
import { playRefused, playValidation } from '../support/plays';

/** Add New Package / Update Package, opened from /subscription (SubscriptionPackagesContainer). */
export default {
  ...PACKAGES_PAGE_META,
  parameters: { ...packagesParameters() },
  title: 'Catalogue/Billing/PackageFormModal',
  tags: ['catalogue:package-form-modal'],
} satisfies Meta<Args>;

const openAdd = (canvasElement: HTMLElement) => openDialog(canvasElement, 'Add Package', 'Add New Package');

async function fill(dialog: Scope) {
  await typeInto(dialog, { Name: 'Studio', Description: 'Three calendars for a studio.' });
  await chooseOption(dialog, 'Maximum Calendars', '3');
  await typeInto(dialog, { 'Monthly Price ($)': '39', 'Annual Price ($)': '390.00' });
}

export const Create: Story = {
  tags: ['role:admin', 'state:create'],
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await fill(dialog);
    await expect(dialog.getByText('Users: 3 (one per calendar)')).toBeVisible();
    await clickButton(dialog);
    await expectDoneAndClosed('Package added successfully');
  },
};

export const Update: Story = {
  tags: ['role:admin', 'state:update'],
  play: async ({ canvasElement }) => {
    const dialog = await openFromCard(canvasElement, 'Pro', 'Edit Package', 'Update Package');
    await expectValues(dialog, { Name: 'Pro', Description: 'Five calendars for a busy salon.' });
    // Prices are set on create only.
    await expect(dialog.queryByLabelText('Monthly Price ($)')).toBeNull();
    await retype(dialog, 'Name', 'Pro Plus');
    await clickButton(dialog);
    await expectToast('Package updated successfully');
  },
};

export const Validation: Story = {
  tags: ['role:admin', 'state:validation'],
  play: playValidation(
    openAdd,
    ['Please Enter Name', 'Description Required', 'Monthly Price Required', 'Annual Price Required'],
    async (dialog) => {
      await userEvent.type(dialog.getByLabelText('Name'), 'Elevenchars');
      await expect(dialog.getByText('Name cannot exceed 10 characters')).toBeVisible();
    },
  ),
};

/** The server's 409 shows in the form, which stays open. */
export const NameTaken: Story = {
  tags: ['role:admin', 'state:error'],
  parameters: { msw: { handlers: { billing: [billingFailures.packageNameTaken, ...billingHandlers()] } } },
  play: playRefused(openAdd, fill, 'A package with this name already exists'),
};
