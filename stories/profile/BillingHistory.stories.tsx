import { subscriptionFailures, subscriptionHandlers } from '@salon/api/mocks/handlers/subscriptions';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectTexts } from '../support/expect';
import { type Args, PROFILE_PAGE_META, profileParameters } from './profile-story';

/** My Profile's billing history (the salon owner's payments) through MyProfileContainer against MSW. */
const meta = {
  ...PROFILE_PAGE_META,
  parameters: { ...profileParameters({ subscriptions: subscriptionHandlers() }) },
  title: 'Catalogue/Profile/BillingHistory',
  tags: ['catalogue:billing-history'],
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function findHistory(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: 'Billing history' })).toBeVisible();
  return canvas;
}

/** Each payment with its amount, date and status; a Stripe payment links to its hosted invoice. */
export const Default: Story = {
  tags: ['role:salon', 'state:default'],
  args: { role: 'salon' },
  play: async ({ canvasElement }) => {
    const canvas = await findHistory(canvasElement);
    const table = within(await canvas.findByRole('region', { name: 'Payments' }));
    await expectTexts(table, ['$399.00 ($100.00 off)', '$499.00']);
    await expect(table.getAllByText('Pro, yearly')).toHaveLength(2);
    await expect(table.getAllByText('Paid')).toHaveLength(2);
    await expect(table.getByRole('link', { name: /^View invoice/ })).toHaveAttribute(
      'href',
      'https://invoice.stripe.com/i/acct_demo/test_demoProYear01',
    );
  },
};

export const Empty: Story = {
  tags: ['role:salon', 'state:empty'],
  args: { role: 'salon' },
  parameters: {
    msw: {
      handlers: { subscriptions: [subscriptionFailures.billingHistoryEmpty, ...subscriptionHandlers()] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await findHistory(canvasElement);
    await expect(await canvas.findByText('No payments yet')).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['role:salon', 'state:loading'],
  args: { role: 'salon' },
  parameters: {
    msw: {
      handlers: { subscriptions: [subscriptionFailures.billingHistoryLoading, ...subscriptionHandlers()] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await findHistory(canvasElement);
    const table = await canvas.findByRole('region', { name: 'Payments' });
    await expect(table.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};
