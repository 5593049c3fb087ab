import { clientFailures, clientHandlers } from '@salon/api/mocks/handlers/clients';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { expectToast, openFromRow, rowOf, type Args, USERS_PAGE_META, usersParameters } from './users-story';
import type { UsersStory as Story } from './users-story';
import { clickButton, submitExpectingFormAlert } from '../support/form';

/** 'Send Message' of a /users row: a push notification to the client's app. */
export default {
  ...USERS_PAGE_META,
  parameters: { ...usersParameters() },
  title: 'Catalogue/Users/UserMessageModal',
  tags: ['catalogue:user-message-modal'],
} satisfies Meta<Args>;

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, 'Ava Thompson', 'Send Message');
    await expect(dialog.getByText('To Ava Thompson')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Message'), 'Your appointment is confirmed.');
    await clickButton(dialog, 'Send');
    await expectToast('Message sent to Ava Thompson');
    // A disabled client cannot be messaged.
    const daniel = await rowOf(canvasElement, 'Daniel Kim');
    await expect(daniel.getByRole('button', { name: 'Send Message' })).toBeDisabled();
  },
};

export const Validation: Story = {
  tags: ['role:any', 'state:validation'],
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, 'Ava Thompson', 'Send Message');
    await clickButton(dialog, 'Send');
    await expect(dialog.getByRole('alert')).toHaveTextContent('Please Enter Message');
  },
};

export const ServerRefuses: Story = {
  tags: ['role:any', 'state:error'],
  parameters: { msw: { handlers: { users: [clientFailures.sendMessageFails, ...clientHandlers()] } } },
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, 'Ava Thompson', 'Send Message');
    await userEvent.type(dialog.getByLabelText('Message'), 'Hello');
    await submitExpectingFormAlert(dialog, 'This user is disabled and cannot receive messages', 'Send');
  },
};
