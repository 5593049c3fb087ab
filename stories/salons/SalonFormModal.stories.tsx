import { salonFailures, salonHandlers } from '@salon/api/mocks/handlers/salons';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { expectToast, openFromRow, salonParameters, type Args, renderSalons } from './salons-story';
import { PNG } from '../support/fixtures';
import { expectDialogClosed } from '../support/expect';

/** Add New Salon / Update Salon, opened from /salon (SalonsContainer) against MSW. */
const meta = {
  title: 'Catalogue/Salons/SalonFormModal',
  tags: ['catalogue:salon-form-modal'],
  render: renderSalons,
  args: { role: 'admin' },
  parameters: {
    route: '/salon',
    routePath: '/salon',
    msw: { handlers: { salons: salonHandlers() } },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openCreate(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add New Salon' }));
  return within(await screen.findByRole('dialog', { name: 'Add New Salon' }));
}

async function fill(dialog: ReturnType<typeof within>) {
  await userEvent.type(dialog.getByLabelText('Name'), 'Nova Salon');
  await userEvent.type(dialog.getByLabelText('Email'), 'nova@example.com');
  await userEvent.type(dialog.getByLabelText('Phone'), '2125550199');
  await userEvent.type(dialog.getByLabelText('Address'), '1 Main Street');
  await userEvent.upload(dialog.getByLabelText('Logo'), new File([PNG], 'logo.png', { type: 'image/png' }));
  await userEvent.type(dialog.getByLabelText('Password'), 'Strong8$');
}

export const Create: Story = {
  tags: ['role:admin', 'state:create'],
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await fill(dialog);
    await expect(dialog.getByRole('img', { name: 'Salon logo' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expectToast('Salon created successfully');
    await expectDialogClosed();
  },
};

export const Update: Story = {
  tags: ['role:admin', 'state:update'],
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, 'Demo Salon', 'Edit Demo Salon', 'Update Salon');
    await expect(dialog.getByLabelText('Name')).toHaveValue('Demo Salon');
    await expect(dialog.getByLabelText('Email')).toHaveValue('owner@example.com');
    await expect(dialog.getByLabelText('Phone')).toHaveValue('212-555-0103');
    // Editing neither shows the password nor requires a new logo.
    await expect(dialog.queryByLabelText('Password')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await expectToast('Salon updated successfully');
  },
};

/** The spec 1 §5 salon messages in order; 7 password characters fail (the old off-by-one). */
export const Validation: Story = {
  tags: ['role:admin', 'state:validation'],
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(dialog.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please enter name',
      'Please enter email address',
      'Please enter phone',
      'Please enter address',
      'Please select files to upload',
      'Please enter password',
    ]);
    await userEvent.type(dialog.getByLabelText('Email'), 'nova@');
    await expect(dialog.getByText('Please enter valid email address')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Phone'), '212555');
    await expect(dialog.getByText('Phone number must be 10 digits')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Password'), 'Abc12$x');
    await expect(dialog.getByText('Password must be at least 8 characters')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Password'), 'y');
    await expect(dialog.queryByText('Password must be at least 8 characters')).toBeNull();
  },
};

/** A taken e-mail: the server's 409 message shows in the form, which stays open. */
export const EmailTaken: Story = {
  tags: ['role:admin', 'state:validation'],
  parameters: salonParameters([salonFailures.emailTaken, ...salonHandlers()]),
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await fill(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(await dialog.findByText('An account with this email address already exists')).toBeVisible();
  },
};
