import { stylistFailures, stylistHandlers } from '@salon/api/mocks/handlers/stylists';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { alertsOf, expectToast, openFromRow, STYLISTS_PAGE_META, stylistsParameters } from './stylists-story';
import type { Args } from './stylists-story';
import type { StylistsStory as Story } from './stylists-story';
import { PNG } from '../support/fixtures';
import { expectValues, clickButton, typeInto } from '../support/form';
import { expectDoneAndClosed, openDialog, type Scope } from '../support/dialog';

/** The shared Add/Update Stylist modal, opened from /stylist (StylistsContainer) against MSW. */
export default {
  ...STYLISTS_PAGE_META,
  parameters: { ...stylistsParameters() },
  title: 'Catalogue/Stylists/StylistFormModal',
  tags: ['catalogue:stylist-form-modal'],
} satisfies Meta<Args>;

const openCreate = (canvasElement: HTMLElement) => openDialog(canvasElement, 'Add New Stylist');

async function fill(dialog: Scope) {
  await typeInto(dialog, {
    Name: 'Nina Novak',
    Email: 'nina.novak@example.com',
    Phone: '2125550199',
    Address: '1 Main Street',
  });
  await userEvent.click(dialog.getByLabelText('Gender'));
  await userEvent.click(await dialog.findByRole('option', { name: 'Female' }));
  await userEvent.type(dialog.getByLabelText('Password'), 'Strong8$');
  await userEvent.upload(dialog.getByLabelText('Photo'), new File([PNG], 'nina.png', { type: 'image/png' }));
}

export const Create: Story = {
  tags: ['role:salon', 'state:create'],
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await fill(dialog);
    await expect(dialog.getByRole('img', { name: 'Stylist photo' })).toBeVisible();
    await clickButton(dialog, 'Add');
    await expectDoneAndClosed('Stylist created successfully');
  },
};

export const Update: Story = {
  tags: ['role:manager', 'state:update'],
  args: { role: 'manager' },
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, 'James Carter', 'Edit James Carter', 'Update Stylist');
    await expectValues(dialog, { Name: 'James Carter', Phone: '212-555-0116' });
    // Editing neither shows the password nor requires a new photo.
    await expect(dialog.queryByLabelText('Password')).toBeNull();
    await clickButton(dialog, 'Update');
    await expectToast('Stylist updated successfully');
  },
};

export const Validation: Story = {
  tags: ['role:superadmin', 'state:validation'],
  args: { role: 'superadmin' },
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await clickButton(dialog, 'Add');
    await expect(await alertsOf(dialog)).toEqual([
      'Please enter name',
      'Please enter email address',
      'Please enter phone',
      'Please enter address',
      'Please select gender.',
      'Please enter password',
      'Please select files to upload',
    ]);
    // 7 characters fail (the old product let them pass).
    await userEvent.type(dialog.getByLabelText('Password'), 'Abc12$x');
    await expect(dialog.getByText('Password must be at least 8 characters')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Email'), 'nina@');
    await expect(dialog.getByText('Please enter valid email address')).toBeVisible();
  },
};

/** A taken e-mail: the server's 409 message shows in the form, which stays open. */
export const EmailTaken: Story = {
  tags: ['role:salon', 'state:validation'],
  parameters: { msw: { handlers: { stylists: [stylistFailures.emailTaken, ...stylistHandlers()] } } },
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await fill(dialog);
    await clickButton(dialog, 'Add');
    await expect(await dialog.findByText('An account with this email address already exists')).toBeVisible();
  },
};
