import { FIXED_NOW } from '@salon/api/mocks/clock';
import { manyCoupons } from '@salon/api/mocks/factories/coupons';
import { couponFailures, couponHandlers } from '@salon/api/mocks/handlers/coupons';
import { DiscountsContainer } from '@salon/features/shop';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { websiteParameters } from '../support/page-meta';
import type { Args } from './shop-story';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AddressProbe, expectAddress } from '../support/address';
import { expectTexts } from '../support/expect';

/** /salon/{salonName}/discounts through DiscountsContainer against MSW (spec 2 §2, §9: 12 per page). */
const meta = {
  title: 'Catalogue/Shop/Discounts',
  tags: ['catalogue:discounts'],
  render: () => (
    <>
      <DiscountsContainer now={FIXED_NOW} />
      <AddressProbe />
    </>
  ),
  args: {},
  parameters: { ...websiteParameters({ coupons: couponHandlers() }, '/discounts') },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Spring Sale' })).toBeVisible();
    await expectTexts(canvas, ['SPRING10', 'Valid till Apr 15, 2026', '$5.00 off']);
    // Disabled and expired coupons are not offered.
    await expect(canvas.queryByText('FRIENDS25')).toBeNull();
    await expect(canvas.queryByText('NEWYEAR15')).toBeNull();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search Coupon...' }), 'welcome');
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Spring Sale' })).toBeNull());
    // The search lives in the address (defect 9).
    await expectAddress(canvasElement, '/salon/demo-salon/discounts?q=welcome');
  },
};

export const Paged: Story = {
  tags: ['role:any', 'state:paged'],
  parameters: { msw: { handlers: { coupons: couponHandlers(manyCoupons(30)) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Offer 1' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(12);
    const pages = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await userEvent.click(pages.getByRole('button', { name: '2' }));
    await expect(await canvas.findByRole('heading', { name: 'Offer 14' })).toBeVisible();
    await expectAddress(canvasElement, '/salon/demo-salon/discounts?page=2');
  },
};

/** A reload or shared link of a later page opens that page (defect 9). */
export const FromAddress: Story = {
  // The same picture as Paged.
  tags: ['role:any', 'state:paged', 'visual:skip'],
  parameters: {
    route: '/salon/demo-salon/discounts?page=2',
    msw: { handlers: { coupons: couponHandlers(manyCoupons(30)) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Page 2 of the current coupons (every fourth of the 30 is disabled or expired).
    await expect(await canvas.findByRole('heading', { name: 'Offer 30' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Offer 1' })).toBeNull();
  },
};

export const Loading: Story = {
  tags: ['role:any', 'state:loading'],
  parameters: { msw: { handlers: { coupons: [couponFailures.websiteListLoading] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading discounts')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  tags: ['role:any', 'state:empty'],
  parameters: { msw: { handlers: { coupons: couponHandlers([]) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data found !')).toBeVisible();
  },
};
