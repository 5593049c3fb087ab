import { billingFailures, billingHandlers } from '@salon/api/mocks/handlers/billing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { cardOf, dialogNamed, type Args, renderCoupons } from './billing-story';
import { expectDialogClosed, expectToast } from '../support/expect';

/** Delete of a provider coupon from /coupon-bookb (ProviderCouponsContainer) against MSW. */
const meta = {
  title: 'Catalogue/Billing/ProviderCouponDeleteModal',
  tags: ['catalogue:provider-coupon-delete-modal'],
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

export const Default: Story = {
  tags: ['role:admin', 'state:default'],
  play: async ({ canvasElement }) => {
    const forever = await cardOf(canvasElement, 'Forever $5');
    await userEvent.click(forever.getByRole('button', { name: 'Delete Coupon' }));
    const dialog = await dialogNamed('Delete Coupon');
    await expect(dialog.getByText('Are you sure you want to delete this Coupon?')).toBeVisible();
    await expect(dialog.getByText('Forever $5')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expectToast('Coupon deleted successfully');
    await expectDialogClosed();
  },
};

/** A coupon with active promotion codes stays: the server's 409 shows in a toast. */
export const InUse: Story = {
  tags: ['role:admin', 'state:error'],
  parameters: { msw: { handlers: { billing: [billingFailures.couponInUse, ...billingHandlers()] } } },
  play: async ({ canvasElement }) => {
    const welcome = await cardOf(canvasElement, 'Welcome $10');
    await userEvent.click(welcome.getByRole('button', { name: 'Delete Coupon' }));
    const dialog = await dialogNamed('Delete Coupon');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(
      await screen.findByText(
        'This coupon has active promotion codes. Deactivate them before deleting the coupon.',
      ),
    ).toBeVisible();
  },
};
