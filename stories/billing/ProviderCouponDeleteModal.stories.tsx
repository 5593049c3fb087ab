import { billingFailures, billingHandlers } from '@salon/api/mocks/handlers/billing';
import type { Meta } from '@storybook/react-vite';
import { openFromCard, PROVIDER_COUPONS_PAGE_META, providerCouponsParameters } from './billing-story';
import type { Args } from './billing-story';
import type { ProviderCouponsStory as Story } from './billing-story';
import { expectTexts, expectToast } from '../support/expect';
import { confirmDelete } from '../support/dialog';
import { clickButton } from '../support/form';

/** Delete of a provider coupon from /coupon-bookb (ProviderCouponsContainer) against MSW. */
export default {
  ...PROVIDER_COUPONS_PAGE_META,
  parameters: { ...providerCouponsParameters() },
  title: 'Catalogue/Billing/ProviderCouponDeleteModal',
  tags: ['catalogue:provider-coupon-delete-modal'],
} satisfies Meta<Args>;

export const Default: Story = {
  tags: ['role:admin', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await openFromCard(canvasElement, 'Forever $5', 'Delete Coupon');
    await expectTexts(dialog, ['Are you sure you want to delete this Coupon?', 'Forever $5']);
    await confirmDelete(dialog, 'Coupon deleted successfully');
  },
};

/** A coupon with active promotion codes stays: the server's 409 shows in a toast. */
export const InUse: Story = {
  tags: ['role:admin', 'state:error'],
  parameters: { msw: { handlers: { billing: [billingFailures.couponInUse, ...billingHandlers()] } } },
  play: async ({ canvasElement }) => {
    const dialog = await openFromCard(canvasElement, 'Welcome $10', 'Delete Coupon');
    await clickButton(dialog, 'Delete');
    await expectToast('This coupon has active promotion codes. Deactivate them before deleting the coupon.');
  },
};
