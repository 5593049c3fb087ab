import {
  customerAccountFailures,
  customerAccountHandlers,
} from '@salon/api/mocks/handlers/customer-accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { websiteParameters } from '../support/page-meta';
import { expect, userEvent } from 'storybook/test';
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

/** Creates the account: the visitor is signed in and the modal closes. */
export const Default: Story = {
  tags: ['role:visitor', 'state:default'],
  play: async () => {
    const dialog = await findDialog('Create Account');
    await fill(dialog);
    await clickButton(dialog, 'Create Account');
    await expectDoneAndClosed('Your account has been created');
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

/** A taken phone: the server's message in the form, which stays open. */
export const PhoneTaken: Story = {
  tags: ['role:visitor', 'state:error'],
  parameters: {
    msw: {
      handlers: {
        customerAccounts: [customerAccountFailures.registerPhoneTaken, ...customerAccountHandlers()],
      },
    },
  },
  play: async () => {
    const dialog = await findDialog('Create Account');
    await fill(dialog);
    await submitExpectingFormAlert(
      dialog,
      'An account with this phone number already exists',
      'Create Account',
    );
  },
};

/**
 * The e-mail already is this salon's customer (an earlier booking made the account): the form offers
 * to set a password for it through Password assistance, with the e-mail filled in.
 */
export const AccountExists: Story = {
  tags: ['role:visitor', 'state:error'],
  parameters: {
    msw: {
      handlers: {
        customerAccounts: [customerAccountFailures.registerAccountExists, ...customerAccountHandlers()],
      },
    },
  },
  play: async () => {
    const dialog = await findDialog('Create Account');
    await fill(dialog, 'booked.before@example.com');
    await submitExpectingFormAlert(
      dialog,
      'An account with this email address already exists',
      'Create Account',
    );
    await clickButton(dialog, 'Set a password for it');
    const assistance = await findDialog('Password assistance');
    await expect(assistance.getByLabelText('Email')).toHaveValue('booked.before@example.com');
  },
};

export const Phone: Story = {
  tags: ['role:visitor', 'state:default', 'viewport:phone'],
  globals: { viewport: { value: 'phone' } },
};
