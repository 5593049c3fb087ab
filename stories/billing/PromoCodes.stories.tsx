import { billingFailures, billingHandlers } from '@salon/api/mocks/handlers/billing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { cardOf, type Args, renderPromoCodes } from './billing-story';
import { expectRedirectedTo, expectAlert, expectToast } from '../support/expect';
import { expectListBusy, expectNoData } from '../support/list';

/** /promo-codes through PromoCodesContainer against MSW (spec 2 §2 "Promotional Codes"). */
const meta = {
  title: 'Catalogue/Billing/PromoCodes',
  tags: ['catalogue:promo-codes'],
  render: renderPromoCodes,
  args: { role: 'admin' },
  // A literal: Storybook reads the meta's parameters statically.
  parameters: {
    route: '/promo-codes',
    routePath: '/promo-codes',
    msw: { handlers: { billing: billingHandlers() } },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  tags: ['role:admin', 'state:default'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Promo Codes' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New Promo-Code' })).toBeVisible();
    const welcome = await cardOf(canvasElement, 'WELCOME10');
    await expect(welcome.getByText('Coupon: Welcome $10')).toBeVisible();
    await expect(welcome.getByText('$10.00 off, once')).toBeVisible();
    await expect(welcome.getByRole('switch', { name: 'WELCOME10 active' })).toBeChecked();
    const loyal = await cardOf(canvasElement, 'LOYAL3');
    await expect(loyal.getByRole('switch', { name: 'LOYAL3 active' })).not.toBeChecked();
  },
};

export const ToggleActive: Story = {
  tags: ['role:admin', 'state:default'],
  play: async ({ canvasElement }) => {
    const loyal = await cardOf(canvasElement, 'LOYAL3');
    await userEvent.click(loyal.getByRole('switch', { name: 'LOYAL3 active' }));
    await expectToast('Promo code activated successfully');
  },
};

/** Everyone but the platform admin is sent to the dashboard (spec 2 §6). */
export const ManagerRedirected: Story = {
  tags: ['role:manager', 'state:default'],
  args: { role: 'manager' },
  play: async ({ canvasElement }) => {
    await expectRedirectedTo(canvasElement, '/');
  },
};

export const Loading: Story = {
  tags: ['role:admin', 'state:loading'],
  parameters: { msw: { handlers: { billing: [billingFailures.promoCodesLoading, ...billingHandlers()] } } },
  play: async ({ canvasElement }) => {
    await expectListBusy(canvasElement, 'Promo codes');
  },
};

export const Empty: Story = {
  tags: ['role:admin', 'state:empty'],
  parameters: { msw: { handlers: { billing: [billingFailures.promoCodesEmpty, ...billingHandlers()] } } },
  play: async ({ canvasElement }) => {
    await expectNoData(canvasElement, 'We could not find any promo code. Please add one');
  },
};

export const LoadError: Story = {
  tags: ['role:admin', 'state:error'],
  parameters: { msw: { handlers: { billing: [billingFailures.promoCodesError, ...billingHandlers()] } } },
  play: async ({ canvasElement }) => {
    await expectAlert(canvasElement, 'Could not load the promotion codes, please try again');
  },
};
