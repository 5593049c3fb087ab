import { clientFailures, clientHandlers } from '@salon/api/mocks/handlers/clients';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectToast, openFromRow, type Args, renderUsers } from './users-story';
import { expectDialogClosed } from '../support/expect';

/** The shared Add/Update User modal, opened from /users (UsersContainer) against MSW. */
const meta = {
  title: 'Catalogue/Users/UserFormModal',
  tags: ['catalogue:user-form-modal'],
  render: renderUsers,
  args: { role: 'salon' },
  // A literal: Storybook reads the meta's parameters statically.
  parameters: { route: '/users', routePath: '/users', msw: { handlers: { users: clientHandlers() } } },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

type Dialog = ReturnType<typeof within>;

async function openCreate(canvasElement: HTMLElement): Promise<Dialog> {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add New User' }));
  return within(await screen.findByRole('dialog', { name: 'Add New User' }));
}

async function choose(dialog: Dialog, label: string, option: string) {
  await userEvent.click(dialog.getByLabelText(label));
  await userEvent.click(await dialog.findByRole('option', { name: option }));
}

async function fillNewUser(dialog: Dialog) {
  await userEvent.type(dialog.getByLabelText('Name'), 'Nora Quinn');
  await userEvent.type(dialog.getByLabelText('Email'), 'nora.quinn@example.com');
  await userEvent.type(dialog.getByLabelText('Phone'), '2125550199');
  await expect(dialog.getByLabelText('Phone')).toHaveValue('212-555-0199');
  await choose(dialog, 'Gender', 'Female');
  await choose(dialog, 'Stylist', 'James Carter');
  await userEvent.type(dialog.getByLabelText('Notes'), 'First visit.');
}

export const Create: Story = {
  tags: ['role:salon', 'state:create'],
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await fillNewUser(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expectToast('User created successfully');
    await expectDialogClosed();
  },
};

export const Update: Story = {
  tags: ['role:manager', 'state:update'],
  args: { role: 'manager' },
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, 'Ava Thompson', 'Edit User Details', 'Update User');
    await expect(dialog.getByLabelText('Name')).toHaveValue('Ava Thompson');
    await expect(dialog.getByLabelText('Phone')).toHaveValue('212-555-0110');
    await expect(await dialog.findByText('Stella Stylist')).toBeVisible();
    await expect(dialog.getByLabelText('Notes')).toHaveValue('Likes a quiet chair by the window.');
    await userEvent.clear(dialog.getByLabelText('Name'));
    await userEvent.type(dialog.getByLabelText('Name'), 'Ava Thompson-Reed');
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await expectToast('User updated successfully');
  },
};

/** Every field empty: the spec's messages in its order; then the format checks (spec 1 §5). */
export const Validation: Story = {
  tags: ['role:superadmin', 'state:validation'],
  args: { role: 'superadmin' },
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(dialog.getAllByRole('alert').map((alert: HTMLElement) => alert.textContent)).toEqual([
      'Please enter name',
      'Please enter email address',
      'Please enter phone',
      'Please select gender.',
      'Please select stylist',
      'Please add Notes',
    ]);
    await userEvent.type(dialog.getByLabelText('Email'), 'nora@');
    await userEvent.type(dialog.getByLabelText('Phone'), '212555');
    await expect(dialog.getByText('Please enter valid email')).toBeVisible();
    await expect(dialog.getByText('Phone number must be 10 digits')).toBeVisible();
  },
};

export const Submitting: Story = {
  tags: ['role:salon', 'state:submitting'],
  parameters: { msw: { handlers: { users: [clientFailures.savePending, ...clientHandlers()] } } },
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await fillNewUser(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(dialog.getByLabelText('Name')).toBeDisabled();
  },
};

/** The server's 409 shows in the form, which stays open. */
export const DuplicateEmail: Story = {
  tags: ['role:salon', 'state:error'],
  parameters: { msw: { handlers: { users: [clientFailures.saveEmailTaken, ...clientHandlers()] } } },
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await fillNewUser(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'An account with this email address already exists',
    );
  },
};
