import type { Role } from '@salon/api/shared/schemas';
import { MyProfileContainer } from '@salon/features/profile';
import { authFailures, authHandlers } from '@salon/api/mocks/handlers/auth';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectToast } from '../support/expect';

type Args = { role: Role };

/** 'Edit Profile' opened from My Profile (MyProfileContainer) against MSW. */
const meta = {
  title: 'Catalogue/Profile/ProfileFormModal',
  tags: ['catalogue:profile-form-modal'],
  render: () => <MyProfileContainer />,
  args: { role: 'salon' },
  parameters: { route: '/my-profile', routePath: '/my-profile' },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openForm(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Edit Profile' }));
  return within(await screen.findByRole('dialog', { name: 'Edit Profile' }));
}

async function expectPrefilled(canvasElement: HTMLElement, name: string) {
  const dialog = await openForm(canvasElement);
  await expect(dialog.getByLabelText('Name')).toHaveValue(name);
  await expect(dialog.getByLabelText('Phone')).toHaveValue('555-010-0100');
  return dialog;
}

export const Salon: Story = {
  tags: ['role:salon', 'state:default'],
  args: { role: 'salon' },
  play: async ({ canvasElement }) => {
    const dialog = await expectPrefilled(canvasElement, 'Olivia Owner');
    await expect(dialog.queryByLabelText('Services')).toBeNull();
    await userEvent.clear(dialog.getByLabelText('Name'));
    await userEvent.type(dialog.getByLabelText('Name'), 'Olivia Owens');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expectToast('Profile updated successfully');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('heading', { name: 'Olivia Owens' })).toBeVisible(),
    );
  },
};

export const Superadmin: Story = {
  tags: ['role:superadmin', 'state:default'],
  args: { role: 'superadmin' },
  play: async ({ canvasElement }) => {
    await expectPrefilled(canvasElement, 'Sam Super');
  },
};

export const Manager: Story = {
  tags: ['role:manager', 'state:default'],
  args: { role: 'manager' },
  play: async ({ canvasElement }) => {
    await expectPrefilled(canvasElement, 'Mia Manager');
  },
};

export const Stylist: Story = {
  tags: ['role:stylist', 'state:default'],
  args: { role: 'stylist' },
  play: async ({ canvasElement }) => {
    const dialog = await expectPrefilled(canvasElement, 'Stella Stylist');
    await expect(dialog.getByLabelText('Services')).toBeVisible();
    await expect(dialog.getByText('Haircut')).toBeVisible();
    await expect(dialog.getByText('Colouring')).toBeVisible();
  },
};

async function clearAll(dialog: ReturnType<typeof within>) {
  for (const label of ['Name', 'Email', 'Phone', 'Address'])
    await userEvent.clear(dialog.getByLabelText(label));
}

export const Validation: Story = {
  tags: ['role:salon', 'state:validation'],
  args: { role: 'salon' },
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await clearAll(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please enter name',
      'Please enter email address',
      'Please enter phone',
      'Please enter address',
    ]);
    await userEvent.type(dialog.getByLabelText('Email'), 'owner@');
    await userEvent.type(dialog.getByLabelText('Phone'), '555010');
    await expect(dialog.getByText('Please enter valid email address')).toBeVisible();
    await expect(dialog.getByText('Phone number must be 10 digits')).toBeVisible();
  },
};

export const StylistValidation: Story = {
  tags: ['role:stylist', 'state:validation'],
  args: { role: 'stylist' },
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await clearAll(dialog);
    for (const service of ['Haircut', 'Colouring']) {
      await userEvent.click(dialog.getByRole('button', { name: `Remove ${service}` }));
    }
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please enter name',
      'Please enter email address',
      'Please enter phone',
      'Please enter address',
      'Please select services',
    ]);
  },
};

export const ServerError: Story = {
  tags: ['role:salon', 'state:error'],
  args: { role: 'salon' },
  parameters: {
    msw: { handlers: { auth: [authFailures.updateProfileEmailTaken, ...authHandlers('salon')] } },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('This email address is already in use')).toBeVisible();
  },
};
