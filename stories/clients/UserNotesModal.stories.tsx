import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { expectToast, openFromRow, usersHandlersFor, USERS_PAGE_META, usersParameters } from './users-story';
import type { Args } from './users-story';
import type { UsersStory as Story } from './users-story';
import { clickButton } from '../support/form';

/** 'Add Notes' of a /users row against MSW. */
export default {
  ...USERS_PAGE_META,
  parameters: { ...usersParameters() },
  title: 'Catalogue/Users/UserNotesModal',
  tags: ['catalogue:user-notes-modal'],
} satisfies Meta<Args>;

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, 'Benjamin Lee', 'Add Notes');
    await userEvent.type(dialog.getByLabelText('Notes'), 'Prefers mornings.');
    await clickButton(dialog, 'Save');
    await expectToast('Notes saved successfully');
  },
};

/** A stylist notes their own clients too; an emptied note is refused with the spec's message. */
export const Validation: Story = {
  tags: ['role:stylist', 'state:validation'],
  args: { role: 'stylist' },
  parameters: usersHandlersFor('stylist'),
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, 'Ava Thompson', 'Edit Notes', 'Add Notes');
    await expect(dialog.getByLabelText('Notes')).toHaveValue('Likes a quiet chair by the window.');
    await userEvent.clear(dialog.getByLabelText('Notes'));
    await clickButton(dialog, 'Save');
    await expect(dialog.getByRole('alert')).toHaveTextContent('Please add notes');
  },
};
