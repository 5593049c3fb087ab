import { couponFailures, couponHandlers } from '@salon/api/mocks/handlers/coupons';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { cardOf, openAdd, type Args, COUPONS_PAGE_META, couponsParameters } from './coupons-story';
import type { CouponsStory as Story } from './coupons-story';
import { expectToast } from '../support/expect';
import { clickButton } from '../support/form';
import { expectDoneAndClosed, findDialog, type Scope } from '../support/dialog';
import { playValidation } from '../support/plays';

/** The Add New Coupon / Update Coupon modal, opened from /coupon (CouponsContainer) against MSW. */
export default {
  ...COUPONS_PAGE_META,
  parameters: { ...couponsParameters() },
  title: 'Catalogue/Coupons/CouponFormModal',
  tags: ['catalogue:coupon-form-modal'],
} satisfies Meta<Args>;

async function fill(dialog: Scope) {
  await userEvent.type(dialog.getByLabelText('Coupon Title', { exact: false }), 'Easter');
  await userEvent.type(dialog.getByLabelText('Discount (%)', { exact: false }), '2x0');
  await userEvent.type(dialog.getByLabelText('Coupon Code', { exact: false }), 'easter 20');
  await userEvent.type(dialog.getByLabelText('Valid From', { exact: false }), '03/20/2026{Enter}');
  await userEvent.type(dialog.getByLabelText('Valid Till', { exact: false }), '04/10/2026{Enter}');
}

export const Create: Story = {
  tags: ['role:any', 'state:create'],
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await fill(dialog);
    // Discount kept numeric, code forced upper case.
    await expect(dialog.getByLabelText('Discount (%)', { exact: false })).toHaveValue('20');
    await expect(dialog.getByLabelText('Coupon Code', { exact: false })).toHaveValue('EASTER20');
    await clickButton(dialog);
    await expectDoneAndClosed('Coupon added successfully');
    await expect((await cardOf(canvasElement, 'Easter')).getByText('EASTER20')).toBeVisible();
  },
};

export const Update: Story = {
  tags: ['role:any', 'state:update'],
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement, 'Welcome $5');
    await userEvent.click(card.getByRole('button', { name: 'Update Welcome $5' }));
    const dialog = await findDialog('Update Coupon');
    await expect(dialog.getByLabelText('Coupon Title', { exact: false })).toHaveValue('Welcome $5');
    await expect(dialog.getByLabelText('Discount ($)', { exact: false })).toHaveValue('5.00');
    await expect(dialog.getByLabelText('Coupon Code', { exact: false })).toHaveValue('WELCOME5');
    await userEvent.clear(dialog.getByLabelText('Coupon Title', { exact: false }));
    await userEvent.type(dialog.getByLabelText('Coupon Title', { exact: false }), 'Welcome $6');
    await userEvent.clear(dialog.getByLabelText('Discount ($)', { exact: false }));
    await userEvent.type(dialog.getByLabelText('Discount ($)', { exact: false }), '6');
    await clickButton(dialog, 'Update');
    await expectToast('Coupon updated successfully');
    await expect((await cardOf(canvasElement, 'Welcome $6')).getByText('$6.00 off')).toBeVisible();
  },
};

export const Validation: Story = {
  tags: ['role:any', 'state:validation'],
  play: playValidation(
    openAdd,
    [
      'Please enter coupon title',
      'Please enter a discount',
      'Please enter coupon code',
      'Please enter a start date',
      'Please enter an end date',
    ],
    async (dialog) => {
      await userEvent.type(dialog.getByLabelText('Coupon Title', { exact: false }), 'A title far too long');
      await expect(dialog.getByText('Coupon title cannot exceed 15 characters')).toBeVisible();
      await userEvent.type(dialog.getByLabelText('Coupon Code', { exact: false }), 'ABCDEFGHIJKLMNOP');
      await expect(dialog.getByText('Coupon code cannot exceed 15 characters')).toBeVisible();
    },
  ),
};

/** The server's 409 shows in the form, which stays open. */
export const DuplicateCode: Story = {
  tags: ['role:any', 'state:error'],
  parameters: { msw: { handlers: { coupons: [couponFailures.codeTaken, ...couponHandlers()] } } },
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await fill(dialog);
    await clickButton(dialog);
    await expect(await dialog.findByText('A coupon with this code already exists')).toBeVisible();
  },
};
