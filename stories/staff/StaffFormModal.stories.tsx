import { staffFailures, staffHandlers } from '@salon/api/mocks/handlers/staff';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { expectToast, openFromRow, type Args, renderStaff } from './staff-story';
import { expectDialogClosed } from '../support/expect';

/** Add Salon User / Update Salon User, opened from /salon-role-manger (StaffContainer) against MSW. */
const meta = {
  title: 'Catalogue/Staff/StaffFormModal',
  tags: ['catalogue:staff-form-modal'],
  render: renderStaff,
  args: { role: 'salon' },
  parameters: {
    route: '/salon-role-manger',
    routePath: '/salon-role-manger',
    msw: { handlers: { staff: staffHandlers() } },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openCreate(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add Salon User' }));
  return within(await screen.findByRole('dialog', { name: 'Add Salon User' }));
}

async function fill(dialog: ReturnType<typeof within>) {
  await userEvent.type(dialog.getByLabelText('Name'), 'Nora Lead');
  await userEvent.type(dialog.getByLabelText('Email'), 'nora.lead@example.com');
  await userEvent.type(dialog.getByLabelText('Phone'), '2125550177');
  await userEvent.type(dialog.getByLabelText('Address'), '1 Main Street');
  await userEvent.type(dialog.getByLabelText('Password'), 'Strong8$');
  await userEvent.click(dialog.getByLabelText('Role'));
  await userEvent.click(await dialog.findByRole('option', { name: 'Manager' }));
}

/** The salon owner adds a manager to their own salon: no salon select. */
export const Create: Story = {
  tags: ['role:salon', 'state:create'],
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await expect(dialog.queryByLabelText('Salon')).toBeNull();
    await fill(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expectToast('Salon user created successfully');
    await expectDialogClosed();
  },
};

/** The admin also picks the salon, from the enabled salons; Manager is the only role offered. */
export const AdminCreate: Story = {
  tags: ['role:admin', 'state:create'],
  args: { role: 'admin' },
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await fill(dialog);
    await userEvent.click(dialog.getByLabelText('Role'));
    await expect(await dialog.findAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog.getByLabelText('Salon'));
    await userEvent.click(await dialog.findByRole('option', { name: 'Second Salon' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expectToast('Salon user created successfully');
  },
};

/** Editing locks role and salon and hides the password (spec 1 §2). */
export const Update: Story = {
  tags: ['role:admin', 'state:update'],
  args: { role: 'admin' },
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, 'Mia Manager', 'Edit Mia Manager', 'Update Salon User');
    await expect(dialog.getByLabelText('Name')).toHaveValue('Mia Manager');
    await expect(dialog.getByLabelText('Phone')).toHaveValue('212-555-0104');
    await expect(dialog.queryByLabelText('Password')).toBeNull();
    await expect(dialog.getByLabelText('Role')).toBeDisabled();
    await expect(dialog.getByLabelText('Salon')).toBeDisabled();
    await userEvent.clear(dialog.getByLabelText('Address'));
    await userEvent.type(dialog.getByLabelText('Address'), '2 Main Street');
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await expectToast('Salon user updated successfully');
  },
};

/** The spec 1 §5 staff messages in order, with the salon select for the admin. */
export const Validation: Story = {
  tags: ['role:admin', 'state:validation'],
  args: { role: 'admin' },
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(dialog.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please enter name',
      'Please enter email address',
      'Please enter phone',
      'Please enter address',
      'Please enter password',
      'Please select role',
      'Please select salon',
    ]);
    await userEvent.type(dialog.getByLabelText('Email'), 'nora@');
    await expect(dialog.getByText('Please enter valid email')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Password'), 'Abc12$x');
    await expect(dialog.getByText('Password must be at least 8 characters')).toBeVisible();
  },
};

/** The salon owner's form has no salon select; a taken e-mail shows the server's 409 in the form. */
export const EmailTaken: Story = {
  tags: ['role:salon', 'state:validation'],
  parameters: { msw: { handlers: { staff: [staffFailures.emailTaken, ...staffHandlers()] } } },
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(dialog.queryByText('Please select salon')).toBeNull();
    await fill(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(await dialog.findByText('An account with this email address already exists')).toBeVisible();
  },
};
