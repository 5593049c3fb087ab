import { billingHandlers } from '@salon/api/mocks/handlers/billing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { cardOf, dialogNamed, type Args, renderCoupons } from './billing-story';
import { expectDialogClosed, expectToast } from '../support/expect';

/** Add New Coupon / Update Coupon, opened from /coupon-bookb (ProviderCouponsContainer) against MSW. */
const meta = {
  title: 'Catalogue/Billing/ProviderCouponFormModal',
  tags: ['catalogue:provider-coupon-form-modal'],
  render: renderCoupons,
  args: { role: 'admin' },
  // A literal: Storybook reads the meta's parameters statically.
  parameters: {
    route: '/coupon-bookb',
    routePath: '/coupon-bookb',
    msw: { handlers: { billing: billingHandlers() } },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openAdd(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add Coupon' }));
  return dialogNamed('Add New Coupon');
}

export const Create: Story = {
  tags: ['role:admin', 'state:create'],
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.type(dialog.getByLabelText('Coupon Name'), 'Spring $15');
    await userEvent.type(dialog.getByLabelText('Discount ($ off)'), '15');
    await userEvent.click(dialog.getByLabelText('Duration'));
    await userEvent.click(await screen.findByRole('option', { name: 'Repeating' }));
    await userEvent.type(dialog.getByLabelText('Number of Months'), '3');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expectToast('Coupon added successfully');
    await expectDialogClosed();
  },
};

/** Editing changes the name only (spec 2 §5). */
export const Update: Story = {
  tags: ['role:admin', 'state:update'],
  play: async ({ canvasElement }) => {
    const welcome = await cardOf(canvasElement, 'Welcome $10');
    await userEvent.click(welcome.getByRole('button', { name: 'Update Coupon' }));
    const dialog = await dialogNamed('Update Coupon');
    await expect(dialog.getByLabelText('Coupon Name')).toHaveValue('Welcome $10');
    await expect(dialog.getByText('$10.00 off, once')).toBeVisible();
    await expect(dialog.queryByLabelText('Discount ($ off)')).toBeNull();
    await userEvent.clear(dialog.getByLabelText('Coupon Name'));
    await userEvent.type(dialog.getByLabelText('Coupon Name'), 'Hello $10');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expectToast('Coupon updated successfully');
  },
};

export const Validation: Story = {
  tags: ['role:admin', 'state:validation'],
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(dialog.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please enter coupon name',
      'Please enter a discount',
      'Please enter coupon duration',
    ]);
    await userEvent.type(dialog.getByLabelText('Coupon Name'), 'Sixteen chars!!!');
    await expect(dialog.getByText('Coupon name cannot exceed 15 characters')).toBeVisible();
  },
};
