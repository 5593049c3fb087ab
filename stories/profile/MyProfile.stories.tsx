import { endedSubscription } from '@salon/api/mocks/factories/subscriptions';
import { authFailures, authHandlers } from '@salon/api/mocks/handlers/auth';
import { subscriptionHandlers } from '@salon/api/mocks/handlers/subscriptions';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectTexts } from '../support/expect';
import { playAlert } from '../support/plays';
import { type Args, PROFILE_PAGE_META, profileParameters } from './profile-story';

/** /my-profile through MyProfileContainer against MSW, per role. */
const meta = {
  ...PROFILE_PAGE_META,
  parameters: { ...profileParameters({ subscriptions: subscriptionHandlers() }) },
  title: 'Catalogue/Profile/MyProfile',
  tags: ['catalogue:my-profile'],
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectActions(canvasElement: HTMLElement, name: string, actions: string[]) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name })).toBeVisible();
  // The page's own actions: the calendar subscription's buttons are its section's (CalendarFeed stories).
  const feed = canvas.queryByRole('heading', { name: 'Calendar subscription' })?.closest('section');
  const buttons = canvas
    .getAllByRole('button')
    .filter((button) => !feed?.contains(button))
    .map((button) => button.textContent);
  await expect(buttons).toEqual(actions);
}

const ALL_ACTIONS = ['Edit Profile', 'Change Password', 'Log Out of All Sessions'];

export const Superadmin: Story = {
  tags: ['role:superadmin', 'state:default'],
  args: { role: 'superadmin' },
  play: async ({ canvasElement }) => {
    await expectActions(canvasElement, 'Sam Super', ALL_ACTIONS);
    await expect(within(canvasElement).getByText('555-010-0100')).toBeVisible();
  },
};

export const Admin: Story = {
  tags: ['role:admin', 'state:default'],
  args: { role: 'admin' },
  play: async ({ canvasElement }) => {
    await expectActions(canvasElement, 'Ada Admin', ['Log Out of All Sessions']);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Edit Profile' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Change Password' })).toBeNull();
  },
};

export const Salon: Story = {
  tags: ['role:salon', 'state:default'],
  args: { role: 'salon' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Plan information')).toBeVisible();
    await expectActions(canvasElement, 'Olivia Owner', [...ALL_ACTIONS, 'Cancel Subscription']);
    await expectTexts(canvas, ['$499.00 / year', 'Active']);
  },
};

/** Cancel from My Profile: the spec's confirmation, then the plan reloads as cancelled with Renew. */
export const SalonCancelsSubscription: Story = {
  tags: ['role:salon', 'state:default'],
  args: { role: 'salon' },
  parameters: { msw: { handlers: { subscriptions: subscriptionHandlers() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel Subscription' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText(/Are you sure you want to cancel your subscription\?/)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Yes' }));
    await expect(await canvas.findByText(/^Cancelled: ends on/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Renew Subscription' })).toBeVisible();
  },
};

/** The subscription ended: the owner still signs in and sees the notice with a way to renew. */
export const SalonSubscriptionEnded: Story = {
  tags: ['role:salon', 'state:default'],
  args: { role: 'salon' },
  parameters: { msw: { handlers: { subscriptions: subscriptionHandlers(endedSubscription) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/takes no bookings or orders/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Renew Subscription' }));
    await expect(await canvas.findByText('Active')).toBeVisible();
    await expect(canvas.queryByText(/takes no bookings or orders/)).toBeNull();
  },
};

export const Manager: Story = {
  tags: ['role:manager', 'state:default'],
  args: { role: 'manager' },
  play: async ({ canvasElement }) => {
    await expectActions(canvasElement, 'Mia Manager', ALL_ACTIONS);
  },
};

export const Stylist: Story = {
  tags: ['role:stylist', 'state:default'],
  args: { role: 'stylist' },
  play: async ({ canvasElement }) => {
    await expectActions(canvasElement, 'Stella Stylist', ALL_ACTIONS);
    const canvas = within(canvasElement);
    await expectTexts(canvas, ['09:00', '17:00', 'Haircut, Colouring']);
  },
};

export const Loading: Story = {
  tags: ['role:salon', 'state:loading'],
  args: { role: 'salon' },
  parameters: { msw: { handlers: { auth: [authFailures.getUserLoading, ...authHandlers('salon')] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading profile');
  },
};

export const LoadFailed: Story = {
  tags: ['role:salon', 'state:error'],
  args: { role: 'salon' },
  parameters: { msw: { handlers: { auth: [authFailures.getUserServerError, ...authHandlers('salon')] } } },
  play: playAlert('Could not load your profile'),
};
