import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cardOf, type Args, COUPONS_PAGE_META, couponsParameters } from './coupons-story';
import type { CouponsStory as Story } from './coupons-story';
import { expectTexts, expectToast } from '../support/expect';
import { clickButton } from '../support/form';
import { findDialog } from '../support/dialog';

/** Deleting a coupon from /coupon (CouponsContainer) against MSW. */
export default {
  ...COUPONS_PAGE_META,
  parameters: { ...couponsParameters() },
  title: 'Catalogue/Coupons/CouponDeleteModal',
  tags: ['catalogue:coupon-delete-modal'],
} satisfies Meta<Args>;

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement, 'New Year');
    await userEvent.click(card.getByRole('button', { name: 'Delete New Year' }));
    const dialog = await findDialog('Delete Coupon');
    await expectTexts(dialog, ['Are you sure you want to delete this Coupon?', 'New Year (NEWYEAR15)']);
    await clickButton(dialog, 'Delete');
    await expectToast('Coupon deleted successfully');
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('heading', { name: 'New Year' })).toBeNull(),
    );
  },
};
