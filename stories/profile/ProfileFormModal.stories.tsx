import { authFailures, authHandlers } from '@salon/api/mocks/handlers/auth';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectTexts, expectToast } from '../support/expect';
import { expectAlerts, retype, clickButton, typeInto } from '../support/form';
import { openDialog, type Scope } from '../support/dialog';
import { type Args, PROFILE_PAGE_META, profileParameters } from './profile-story';

/** 'Edit Profile' opened from My Profile (MyProfileContainer) against MSW. */
const meta = {
  ...PROFILE_PAGE_META,
  parameters: { ...profileParameters() },
  title: 'Catalogue/Profile/ProfileFormModal',
  tags: ['catalogue:profile-form-modal'],
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const openForm = (canvasElement: HTMLElement) => openDialog(canvasElement, 'Edit Profile');

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
    await retype(dialog, 'Name', 'Olivia Owens');
    await clickButton(dialog, 'Save');
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
    await expectTexts(dialog, ['Haircut', 'Colouring']);
  },
};

async function clearAll(dialog: Scope) {
  for (const label of ['Name', 'Email', 'Phone', 'Address'])
    await userEvent.clear(dialog.getByLabelText(label));
}

export const Validation: Story = {
  tags: ['role:salon', 'state:validation'],
  args: { role: 'salon' },
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await clearAll(dialog);
    await clickButton(dialog, 'Save');
    await expectAlerts(dialog, [
      'Please enter name',
      'Please enter email address',
      'Please enter phone',
      'Please enter address',
    ]);
    await typeInto(dialog, { Email: 'owner@', Phone: '555010' });
    await expectTexts(dialog, ['Please enter valid email address', 'Phone number must be 10 digits']);
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
    await clickButton(dialog, 'Save');
    await expectAlerts(dialog, [
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
    await clickButton(dialog, 'Save');
    await expect(await dialog.findByText('This email address is already in use')).toBeVisible();
  },
};
