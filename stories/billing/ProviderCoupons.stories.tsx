import { billingFailures } from '@salon/api/mocks/handlers/billing';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { expectAddress } from '../support/address';
import { cardOf, type Args, PROVIDER_COUPONS_PAGE_META, providerCouponsParameters } from './billing-story';
import type { ProviderCouponsStory as Story } from './billing-story';
import { expectTexts } from '../support/expect';
import { playAlert, playListBusy, playNoData, playRedirectedTo } from '../support/plays';

/** /coupon-bookb through ProviderCouponsContainer against MSW (spec 2 §2 "Coupons", second variant). */
export default {
  ...PROVIDER_COUPONS_PAGE_META,
  parameters: { ...providerCouponsParameters() },
  title: 'Catalogue/Billing/ProviderCoupons',
  tags: ['catalogue:provider-coupons'],
} satisfies Meta<Args>;

export const Admin: Story = {
  tags: ['role:admin', 'state:default'],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Coupons' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Coupon' })).toBeVisible();
    const welcome = await cardOf(canvasElement, 'Welcome $10');
    await expectTexts(welcome, ['$10.00 off', 'Duration: Once']);
    await expect(welcome.getByRole('button', { name: 'Update Coupon' })).toBeVisible();
    const loyal = await cardOf(canvasElement, 'Loyal 3 months');
    await expect(loyal.getByText('Duration: Repeating, 3 months')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Search: Story = {
  tags: ['role:admin', 'state:default'],
  play: async ({ canvas, canvasElement }) => {
    await cardOf(canvasElement, 'Welcome $10');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search Coupon...' }), 'forever');
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(1));
    await expect(canvas.getByRole('listitem', { name: 'Forever $5' })).toBeVisible();
    // The search lives in the address (defect 9).
    await expectAddress(canvasElement, '/coupon-bookb?q=forever');
  },
};

/** A reload or shared link of a search and page opens that list (defect 9). */
export const FromAddress: Story = {
  // The same picture as Search.
  tags: ['role:admin', 'state:default', 'visual:skip'],
  parameters: { route: '/coupon-bookb?q=forever&page=1' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('listitem', { name: 'Forever $5' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByRole('searchbox', { name: 'Search Coupon...' })).toHaveValue('forever');
  },
};

/** Everyone but the platform admin is sent to the dashboard (spec 2 §6). */
export const SalonRedirected: Story = {
  tags: ['role:salon', 'state:default'],
  args: { role: 'salon' },
  play: playRedirectedTo('/'),
};

export const Loading: Story = {
  tags: ['role:admin', 'state:loading'],
  parameters: { msw: { handlers: { billing: [billingFailures.couponsLoading] } } },
  play: playListBusy('Coupons'),
};

export const Empty: Story = {
  tags: ['role:admin', 'state:empty'],
  parameters: { msw: { handlers: { billing: [billingFailures.couponsEmpty] } } },
  play: playNoData('We could not find any coupon data.'),
};

export const LoadError: Story = {
  tags: ['role:admin', 'state:error'],
  parameters: { msw: { handlers: { billing: [billingFailures.couponsError] } } },
  play: playAlert('Could not load the coupons, please try again'),
};
