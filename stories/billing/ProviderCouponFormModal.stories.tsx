import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { openFromCard, PROVIDER_COUPONS_PAGE_META, providerCouponsParameters } from './billing-story';
import type { Args } from './billing-story';
import type { ProviderCouponsStory as Story } from './billing-story';
import { expectToast } from '../support/expect';
import { expectDoneAndClosed, openDialog } from '../support/dialog';
import { chooseOption, retype, clickButton, typeInto } from '../support/form';
import { playValidation } from '../support/plays';

/** Add New Coupon / Update Coupon, opened from /coupon-bookb (ProviderCouponsContainer) against MSW. */
export default {
  ...PROVIDER_COUPONS_PAGE_META,
  parameters: { ...providerCouponsParameters() },
  title: 'Catalogue/Billing/ProviderCouponFormModal',
  tags: ['catalogue:provider-coupon-form-modal'],
} satisfies Meta<Args>;

const openAdd = (canvasElement: HTMLElement) => openDialog(canvasElement, 'Add Coupon', 'Add New Coupon');

export const Create: Story = {
  tags: ['role:admin', 'state:create'],
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await typeInto(dialog, { 'Coupon Name': 'Spring $15', 'Discount ($ off)': '15' });
    await chooseOption(dialog, 'Duration', 'Repeating');
    await userEvent.type(dialog.getByLabelText('Number of Months'), '3');
    await clickButton(dialog);
    await expectDoneAndClosed('Coupon added successfully');
  },
};

/** Editing changes the name only (spec 2 §5). */
export const Update: Story = {
  tags: ['role:admin', 'state:update'],
  play: async ({ canvasElement }) => {
    const dialog = await openFromCard(canvasElement, 'Welcome $10', 'Update Coupon');
    await expect(dialog.getByLabelText('Coupon Name')).toHaveValue('Welcome $10');
    await expect(dialog.getByText('$10.00 off, once')).toBeVisible();
    await expect(dialog.queryByLabelText('Discount ($ off)')).toBeNull();
    await retype(dialog, 'Coupon Name', 'Hello $10');
    await clickButton(dialog);
    await expectToast('Coupon updated successfully');
  },
};

export const Validation: Story = {
  tags: ['role:admin', 'state:validation'],
  play: playValidation(
    openAdd,
    ['Please enter coupon name', 'Please enter a discount', 'Please enter coupon duration'],
    async (dialog) => {
      await userEvent.type(dialog.getByLabelText('Coupon Name'), 'Sixteen chars!!!');
      await expect(dialog.getByText('Coupon name cannot exceed 15 characters')).toBeVisible();
    },
  ),
};
