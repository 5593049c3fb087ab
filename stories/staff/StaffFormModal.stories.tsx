import { staffFailures, staffHandlers } from '@salon/api/mocks/handlers/staff';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { expectToast, openFromRow, type Args, STAFF_PAGE_META, staffParameters } from './staff-story';
import type { StaffStory as Story } from './staff-story';
import { expectAlerts, expectValues, retype, clickButton, typeInto } from '../support/form';
import { expectDoneAndClosed, openDialog, type Scope } from '../support/dialog';

/** Add Salon User / Update Salon User, opened from /salon-role-manger (StaffContainer) against MSW. */
export default {
  ...STAFF_PAGE_META,
  parameters: { ...staffParameters() },
  title: 'Catalogue/Staff/StaffFormModal',
  tags: ['catalogue:staff-form-modal'],
} satisfies Meta<Args>;

const openCreate = (canvasElement: HTMLElement) => openDialog(canvasElement, 'Add Salon User');

async function fill(dialog: Scope) {
  await typeInto(dialog, {
    Name: 'Nora Lead',
    Email: 'nora.lead@example.com',
    Phone: '2125550177',
    Address: '1 Main Street',
    Password: 'Strong8$',
  });
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
    await clickButton(dialog, 'Add');
    await expectDoneAndClosed('Salon user created successfully');
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
    await clickButton(dialog, 'Add');
    await expectToast('Salon user created successfully');
  },
};

/** Editing locks role and salon and hides the password (spec 1 §2). */
export const Update: Story = {
  tags: ['role:admin', 'state:update'],
  args: { role: 'admin' },
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, 'Mia Manager', 'Edit Mia Manager', 'Update Salon User');
    await expectValues(dialog, { Name: 'Mia Manager', Phone: '212-555-0104' });
    await expect(dialog.queryByLabelText('Password')).toBeNull();
    await expect(dialog.getByLabelText('Role')).toBeDisabled();
    await expect(dialog.getByLabelText('Salon')).toBeDisabled();
    await retype(dialog, 'Address', '2 Main Street');
    await clickButton(dialog, 'Update');
    await expectToast('Salon user updated successfully');
  },
};

/** The spec 1 §5 staff messages in order, with the salon select for the admin. */
export const Validation: Story = {
  tags: ['role:admin', 'state:validation'],
  args: { role: 'admin' },
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await clickButton(dialog, 'Add');
    await expectAlerts(dialog, [
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
    await clickButton(dialog, 'Add');
    await expect(dialog.queryByText('Please select salon')).toBeNull();
    await fill(dialog);
    await clickButton(dialog, 'Add');
    await expect(await dialog.findByText('An account with this email address already exists')).toBeVisible();
  },
};
