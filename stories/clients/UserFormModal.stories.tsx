import { clientFailures, clientHandlers } from '@salon/api/mocks/handlers/clients';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { expectToast, openFromRow, type Args, USERS_PAGE_META, usersParameters } from './users-story';
import type { UsersStory as Story } from './users-story';
import { expectTexts } from '../support/expect';
import { expectValues, retype, clickButton, typeInto } from '../support/form';
import { openDialog, type Scope } from '../support/dialog';
import { playRefused, playSubmitted, playValidation } from '../support/plays';

/** The shared Add/Update User modal, opened from /users (UsersContainer) against MSW. */
export default {
  ...USERS_PAGE_META,
  parameters: { ...usersParameters() },
  title: 'Catalogue/Users/UserFormModal',
  tags: ['catalogue:user-form-modal'],
} satisfies Meta<Args>;

const openCreate = (canvasElement: HTMLElement) => openDialog(canvasElement, 'Add New User');

async function choose(dialog: Scope, label: string, option: string) {
  await userEvent.click(dialog.getByLabelText(label));
  await userEvent.click(await dialog.findByRole('option', { name: option }));
}

async function fillNewUser(dialog: Scope) {
  await typeInto(dialog, { Name: 'Nora Quinn', Email: 'nora.quinn@example.com', Phone: '2125550199' });
  await expect(dialog.getByLabelText('Phone')).toHaveValue('212-555-0199');
  await choose(dialog, 'Gender', 'Female');
  await choose(dialog, 'Stylist', 'James Carter');
  await userEvent.type(dialog.getByLabelText('Notes'), 'First visit.');
}

export const Create: Story = {
  tags: ['role:salon', 'state:create'],
  play: playSubmitted(openCreate, fillNewUser, 'User created successfully'),
};

export const Update: Story = {
  tags: ['role:manager', 'state:update'],
  args: { role: 'manager' },
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, 'Ava Thompson', 'Edit User Details', 'Update User');
    await expectValues(dialog, { Name: 'Ava Thompson', Phone: '212-555-0110' });
    await expect(await dialog.findByText('Stella Stylist')).toBeVisible();
    await expect(dialog.getByLabelText('Notes')).toHaveValue('Likes a quiet chair by the window.');
    await retype(dialog, 'Name', 'Ava Thompson-Reed');
    await clickButton(dialog, 'Update');
    await expectToast('User updated successfully');
  },
};

/**
 * Every field empty: the spec's messages in its order (the stylist and notes are optional: no message);
 * then the format checks (spec 1 §5).
 */
export const Validation: Story = {
  tags: ['role:superadmin', 'state:validation'],
  args: { role: 'superadmin' },
  play: playValidation(
    openCreate,
    ['Please enter name', 'Please enter email address', 'Please enter phone', 'Please select gender.'],
    async (dialog) => {
      await typeInto(dialog, { Email: 'nora@', Phone: '212555' });
      await expectTexts(dialog, ['Please enter valid email', 'Phone number must be 10 digits']);
    },
  ),
};

export const Submitting: Story = {
  tags: ['role:salon', 'state:submitting'],
  parameters: { msw: { handlers: { users: [clientFailures.savePending, ...clientHandlers()] } } },
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await fillNewUser(dialog);
    await clickButton(dialog);
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
  play: playRefused(openCreate, fillNewUser, 'An account with this email address already exists'),
};
