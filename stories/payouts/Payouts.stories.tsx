import { payoutFixtures, STRIPE_ONBOARDING_URL } from '@salon/api/mocks/factories/payouts';
import { payoutFailures, payoutHandlers } from '@salon/api/mocks/handlers/payouts';
import type { Role } from '@salon/api/shared/schemas';
import { RoleGuard } from '@salon/features/core';
import { PAYOUT_ROLES, PayoutsContainer } from '@salon/features/payouts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pageParameters } from '../support/page-meta';
import { expectNoSidewaysScroll, PHONE_STORY } from '../support/phone';

type Args = { role: Role; redirect: (url: string) => void };

/**
 * The Payouts page (/payouts) through PayoutsContainer against MSW: the owner's payout account
 * not set up, pending what Stripe still needs, connected with its last payout, and failing to load.
 * Setting up sends the owner to Stripe's onboarding link (a spy here, a full page load in the app).
 */
const meta = {
  title: 'Catalogue/Payouts/Payouts',
  tags: ['catalogue:payouts', 'role:salon'],
  render: ({ redirect }) => (
    <RoleGuard allow={PAYOUT_ROLES}>
      <PayoutsContainer redirect={redirect} />
    </RoleGuard>
  ),
  args: { role: 'salon', redirect: fn() },
  parameters: { ...pageParameters({ payouts: payoutHandlers() }, '/payouts') },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement);

/** No account yet: the shop is closed to cards; Set up payouts goes to Stripe's onboarding. */
export const NotConnected: Story = {
  tags: ['state:not-connected'],
  play: async ({ canvasElement, args }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Payouts', level: 1 })).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Payouts are not set up. Your shop cannot take card payments until they are.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Set up payouts' }));
    await waitFor(() => expect(args.redirect).toHaveBeenCalledWith(STRIPE_ONBOARDING_URL));
  },
};

/** Stripe still needs things: listed in words, and Continue setup goes back to Stripe. */
export const Pending: Story = {
  tags: ['state:pending'],
  parameters: { msw: { handlers: { payouts: payoutHandlers(payoutFixtures.pending) } } },
  play: async ({ canvasElement, args }) => {
    const canvas = page(canvasElement);
    const needs = await canvas.findByRole('list', { name: 'What Stripe still needs' });
    await expect(
      within(needs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A bank account for payouts', 'Your date of birth', 'Accepting Stripe’s terms of service']);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue setup' }));
    await waitFor(() => expect(args.redirect).toHaveBeenCalledWith(STRIPE_ONBOARDING_URL));
  },
};

/** Card payments and payouts on, and the last payout to the bank. */
export const Connected: Story = {
  tags: ['state:connected'],
  parameters: { msw: { handlers: { payouts: payoutHandlers(payoutFixtures.connected) } } },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Payouts are set up. Your shop takes card payments.',
    );
    await expect(canvas.getByText('Last payout').nextElementSibling).toHaveTextContent(
      '$124.50 Paid, Mar 14, 2026',
    );
    await expect(canvas.queryByRole('button', { name: /set ?up/i })).toBeNull();
  },
};

/** The account could not be read: the server's message and Try again. */
export const Error: Story = {
  tags: ['state:error'],
  parameters: { msw: { handlers: { payouts: payoutFailures.loadError } } },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Could not load the payout account, please try again',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** On a 390 px phone: what Stripe still needs and the button fit, nothing scrolls sideways. */
export const PendingPhone: Story = {
  ...PHONE_STORY,
  tags: ['state:pending', 'viewport:phone'],
  parameters: { msw: { handlers: { payouts: payoutHandlers(payoutFixtures.pending) } } },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'What Stripe still needs' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue setup' })).toBeVisible();
    await expectNoSidewaysScroll();
  },
};
