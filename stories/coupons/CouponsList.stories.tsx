import { couponFailures, couponHandlers } from '@salon/api/mocks/handlers/coupons';
import { manyCoupons } from '@salon/api/mocks/factories/coupons';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectAddress } from '../support/address';
import { cardOf, type Args, COUPONS_PAGE_META, couponsParameters } from './coupons-story';
import type { CouponsStory as Story } from './coupons-story';
import { expectTexts, expectToast } from '../support/expect';
import { playNoData, playRedirectedTo } from '../support/plays';

/** /coupon through CouponsContainer against MSW (spec 2 §2 "Coupons (admin, salon variant)", §4). */
export default {
  ...COUPONS_PAGE_META,
  parameters: { ...couponsParameters() },
  title: 'Catalogue/Coupons/CouponsList',
  tags: ['catalogue:coupons'],
} satisfies Meta<Args>;

async function expectCards(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: 'Coupons' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Add Coupon' })).toBeVisible();
  const spring = await cardOf(canvasElement, 'Spring Sale');
  await expectTexts(spring, ['10% off', 'SPRING10', 'Mar 10, 2026']);
  await expect(spring.getByRole('switch', { name: 'Enable Spring Sale' })).toBeChecked();
  const welcome = await cardOf(canvasElement, 'Welcome $5');
  await expect(welcome.getByText('$5.00 off')).toBeVisible();
  const disabled = await cardOf(canvasElement, 'Staff Friends');
  await expect(disabled.getByText('Disabled')).toBeVisible();
  await expect(disabled.getByRole('switch', { name: 'Enable Staff Friends' })).not.toBeChecked();
  await expect((await cardOf(canvasElement, 'New Year')).getByText('Expired')).toBeVisible();
}

export const Salon: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvasElement }) => expectCards(canvasElement),
};

export const Manager: Story = {
  tags: ['role:manager', 'state:default'],
  args: { role: 'manager' },
  play: async ({ canvasElement }) => expectCards(canvasElement),
};

export const Superadmin: Story = {
  tags: ['role:superadmin', 'state:default'],
  args: { role: 'superadmin' },
  play: async ({ canvasElement }) => expectCards(canvasElement),
};

export const ToggleEnable: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement, 'Staff Friends');
    await userEvent.click(card.getByRole('switch', { name: 'Enable Staff Friends' }));
    await expectToast('Coupon enabled successfully');
    await waitFor(() => expect(card.getByRole('switch', { name: 'Enable Staff Friends' })).toBeChecked());
  },
};

export const Search: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvas, canvasElement }) => {
    await cardOf(canvasElement, 'Spring Sale');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search Coupon...' }), 'welcome');
    await waitFor(() => expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(1));
    await expect(canvas.getByRole('heading', { name: 'Welcome $5' })).toBeVisible();
    // The search lives in the address (defect 9).
    await expectAddress(canvasElement, '/coupon?q=welcome');
  },
};

export const Paged: Story = {
  tags: ['role:salon', 'state:paged'],
  parameters: { msw: { handlers: { coupons: couponHandlers(manyCoupons(20)) } } },
  play: async ({ canvas, canvasElement }) => {
    await cardOf(canvasElement, 'Offer 1');
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(15);
    const pages = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await userEvent.click(pages.getByRole('button', { name: '2' }));
    await expect(await canvas.findByRole('heading', { name: 'Offer 16' })).toBeVisible();
    await expectAddress(canvasElement, '/coupon?page=2');
    // A new search starts again at page 1, and leaves the page out of the address.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search Coupon...' }), 'Offer');
    await expectAddress(canvasElement, '/coupon?q=Offer');
    await userEvent.click(pages.getByRole('button', { name: '2' }));
    await expect(await canvas.findByRole('heading', { name: 'Offer 16' })).toBeVisible();
    await expectAddress(canvasElement, '/coupon?q=Offer&page=2');
  },
};

/** A reload or shared link of a searched, later page opens that page (defect 9). */
export const FromAddress: Story = {
  // The same picture as Paged.
  tags: ['role:salon', 'state:paged', 'visual:skip'],
  parameters: {
    route: '/coupon?q=Offer&page=2',
    msw: { handlers: { coupons: couponHandlers(manyCoupons(20)) } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Offer 16' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Offer 1' })).toBeNull();
    await expect(canvas.getByRole('searchbox', { name: 'Search Coupon...' })).toHaveValue('Offer');
    const pages = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await expect(pages.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Stylists are sent to the dashboard. */
export const StylistRedirected: Story = {
  tags: ['role:stylist', 'state:default'],
  args: { role: 'stylist' },
  play: playRedirectedTo('/'),
};

export const Loading: Story = {
  tags: ['role:salon', 'state:loading'],
  parameters: { msw: { handlers: { coupons: [couponFailures.listLoading] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading coupons')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  tags: ['role:salon', 'state:empty'],
  parameters: { msw: { handlers: { coupons: couponHandlers([]) } } },
  play: playNoData('We could not find any coupon data.'),
};
