import { billingFailures, billingHandlers } from '@salon/api/mocks/handlers/billing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { cardOf, dialogNamed, type Args, renderPackages } from './billing-story';
import { expectDialogClosed, expectToast } from '../support/expect';

/** Add New Package / Update Package, opened from /subscription (SubscriptionPackagesContainer). */
const meta = {
  title: 'Catalogue/Billing/PackageFormModal',
  tags: ['catalogue:package-form-modal'],
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

async function openAdd(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add Package' }));
  return dialogNamed('Add New Package');
}

async function fill(dialog: ReturnType<typeof within>) {
  await userEvent.type(dialog.getByLabelText('Name'), 'Studio');
  await userEvent.type(dialog.getByLabelText('Description'), 'Three calendars for a studio.');
  await userEvent.click(dialog.getByLabelText('Maximum Calendars'));
  await userEvent.click(await screen.findByRole('option', { name: '3' }));
  await userEvent.type(dialog.getByLabelText('Monthly Price ($)'), '39');
  await userEvent.type(dialog.getByLabelText('Annual Price ($)'), '390.00');
}

export const Create: Story = {
  tags: ['role:admin', 'state:create'],
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await fill(dialog);
    await expect(dialog.getByText('Users: 3 (one per calendar)')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expectToast('Package added successfully');
    await expectDialogClosed();
  },
};

export const Update: Story = {
  tags: ['role:admin', 'state:update'],
  play: async ({ canvasElement }) => {
    const pro = await cardOf(canvasElement, 'Pro');
    await userEvent.click(pro.getByRole('button', { name: 'Edit Package' }));
    const dialog = await dialogNamed('Update Package');
    await expect(dialog.getByLabelText('Name')).toHaveValue('Pro');
    await expect(dialog.getByLabelText('Description')).toHaveValue('Five calendars for a busy salon.');
    // Prices are set on create only.
    await expect(dialog.queryByLabelText('Monthly Price ($)')).toBeNull();
    await userEvent.clear(dialog.getByLabelText('Name'));
    await userEvent.type(dialog.getByLabelText('Name'), 'Pro Plus');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expectToast('Package updated successfully');
  },
};

export const Validation: Story = {
  tags: ['role:admin', 'state:validation'],
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(dialog.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please Enter Name',
      'Description Required',
      'Monthly Price Required',
      'Annual Price Required',
    ]);
    await userEvent.type(dialog.getByLabelText('Name'), 'Elevenchars');
    await expect(dialog.getByText('Name cannot exceed 10 characters')).toBeVisible();
  },
};

/** The server's 409 shows in the form, which stays open. */
export const NameTaken: Story = {
  tags: ['role:admin', 'state:error'],
  parameters: { msw: { handlers: { billing: [billingFailures.packageNameTaken, ...billingHandlers()] } } },
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await fill(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'A package with this name already exists',
    );
  },
};
