import {
  customerAccountFailures,
  customerAccountHandlers,
} from '@salon/api/mocks/handlers/customer-accounts';
import { REGISTER_TOO_MANY } from '@salon/api/customer-accounts/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { websiteParameters } from '../support/page-meta';
import { userEvent } from 'storybook/test';
import { CreateAccountModalStory, customerAccountAreas } from './customer-accounts-story';
import { chooseOption, expectAlerts, clickButton, typeInto, submitExpectingFormAlert } from '../support/form';
import { expectDoneAndClosed, findDialog, type Scope } from '../support/dialog';
import { expectTexts } from '../support/expect';

/** Create Account (CreateAccountContainer) on a salon's site, against MSW. */
const meta = {
  title: 'Catalogue/Site/CreateAccountModal',
  component: CreateAccountModalStory,
  tags: ['catalogue:create-account-modal'],
  parameters: { ...websiteParameters(customerAccountAreas, '') },
} satisfies Meta<typeof CreateAccountModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(dialog: Scope, email = 'nora.visitor@example.com') {
  await userEvent.type(dialog.getByLabelText('Name'), 'Nora Visitor');
  await userEvent.type(dialog.getByLabelText('Email'), email);
  await userEvent.type(dialog.getByLabelText('Phone'), '7185550401');
  await chooseOption(dialog, 'Gender', 'Female');
  await userEvent.type(dialog.getByLabelText('Password'), 'Visitor8$pass');
}

/**
 * Sends the sign-up: whatever the e-mail, the visitor is told to check it (its link creates the
 * account, or says the address already has one) and the modal closes.
 */
export const Default: Story = {
  tags: ['role:visitor', 'state:default'],
  play: async () => {
    const dialog = await findDialog('Create Account');
    await fill(dialog);
    await clickButton(dialog, 'Create Account');
    await expectDoneAndClosed('Check your e-mail to finish creating your account.');
  },
};

export const Validation: Story = {
  tags: ['role:visitor', 'state:validation'],
  play: async () => {
    const dialog = await findDialog('Create Account');
    await clickButton(dialog, 'Create Account');
    await expectAlerts(dialog, [
      'Please enter your Name',
      'Please enter your Email',
      'Please enter your phone number.',
      'Please select your gender',
      'Please enter your password',
    ]);
    await typeInto(dialog, { Email: 'nora@example', Phone: '71855', Password: 'Abc12!x' });
    await expectTexts(dialog, [
      'Invalid Email',
      'Phone number must be of 10 digits.',
      'Password must be at least 8 characters',
    ]);
  },
};

/** Too many sign-ups from this address: the server's message in the form, which stays open. */
export const TooMany: Story = {
  tags: ['role:visitor', 'state:error'],
  parameters: {
    msw: {
      handlers: {
        customerAccounts: [customerAccountFailures.registerTooMany, ...customerAccountHandlers()],
      },
    },
  },
  play: async () => {
    const dialog = await findDialog('Create Account');
    await fill(dialog);
    await submitExpectingFormAlert(dialog, REGISTER_TOO_MANY, 'Create Account');
  },
};

export const Phone: Story = {
  tags: ['role:visitor', 'state:default', 'viewport:phone'],
  globals: { viewport: { value: 'phone' } },
};
