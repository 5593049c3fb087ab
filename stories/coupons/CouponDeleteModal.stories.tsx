import { couponHandlers } from '@salon/api/mocks/handlers/coupons';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { cardOf, type Args, renderCoupons } from './coupons-story';
import { expectToast } from '../support/expect';

/** Deleting a coupon from /coupon (CouponsContainer) against MSW. */
const meta = {
  title: 'Catalogue/Coupons/CouponDeleteModal',
  tags: ['catalogue:coupon-delete-modal'],
  render: renderCoupons,
  args: { role: 'salon' },
  // A literal: Storybook reads the meta's parameters statically.
  parameters: {
    route: '/coupon',
    routePath: '/coupon',
    msw: { handlers: { coupons: couponHandlers() } },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement, 'New Year');
    await userEvent.click(card.getByRole('button', { name: 'Delete New Year' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Coupon' }));
    await expect(dialog.getByText('Are you sure you want to delete this Coupon?')).toBeVisible();
    await expect(dialog.getByText('New Year (NEWYEAR15)')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expectToast('Coupon deleted successfully');
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('heading', { name: 'New Year' })).toBeNull(),
    );
  },
};
