import { authFailures, authHandlers } from '@salon/api/mocks/handlers/auth';
import type { Role } from '@salon/api/shared/schemas';
import { MyProfileContainer } from '@salon/features/profile';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

type Args = { role: Role };

/** /my-profile through MyProfileContainer against MSW, per role. */
const meta = {
  title: 'Catalogue/Profile/MyProfile',
  tags: ['catalogue:my-profile'],
  render: () => <MyProfileContainer />,
  args: { role: 'salon' },
  parameters: { route: '/my-profile', routePath: '/my-profile' },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectActions(canvasElement: HTMLElement, name: string, actions: string[]) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name })).toBeVisible();
  const buttons = canvas.getAllByRole('button').map((button) => button.textContent);
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
    await expectActions(canvasElement, 'Olivia Owner', ALL_ACTIONS);
    // The plan arrives with the subscription issue: nothing is shown for it yet.
    await expect(within(canvasElement).queryByText('Plan information')).toBeNull();
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
    await expect(canvas.getByText('09:00')).toBeVisible();
    await expect(canvas.getByText('17:00')).toBeVisible();
    await expect(canvas.getByText('Haircut, Colouring')).toBeVisible();
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
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Could not load your profile',
    );
  },
};
