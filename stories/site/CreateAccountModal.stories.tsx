import {
  customerAccountFailures,
  customerAccountHandlers,
} from '@salon/api/mocks/handlers/customer-accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, type within } from 'storybook/test';
import { CreateAccountModalStory, customerAccountAreas, dialogNamed } from './customer-accounts-story';
import { expectDialogClosed, expectToast } from '../support/expect';

/** Create Account (CreateAccountContainer) on a salon's site, against MSW. */
const meta = {
  title: 'Catalogue/Site/CreateAccountModal',
  component: CreateAccountModalStory,
  tags: ['catalogue:create-account-modal'],
  parameters: {
    route: '/salon/demo-salon',
    routePath: '/salon/:salonName',
    msw: { handlers: customerAccountAreas },
  },
} satisfies Meta<typeof CreateAccountModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(dialog: ReturnType<typeof within>, email = 'nora.visitor@example.com') {
  await userEvent.type(dialog.getByLabelText('Name'), 'Nora Visitor');
  await userEvent.type(dialog.getByLabelText('Email'), email);
  await userEvent.type(dialog.getByLabelText('Phone'), '7185550401');
  await userEvent.click(dialog.getByLabelText('Gender'));
  await userEvent.click(await screen.findByRole('option', { name: 'Female' }));
  await userEvent.type(dialog.getByLabelText('Password'), 'Visitor8$pass');
}

/** Creates the account: the visitor is signed in and the modal closes. */
export const Default: Story = {
  tags: ['role:visitor', 'state:default'],
  play: async () => {
    const dialog = await dialogNamed('Create Account');
    await fill(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Create Account' }));
    await expectToast('Your account has been created');
    await expectDialogClosed();
  },
};

export const Validation: Story = {
  tags: ['role:visitor', 'state:validation'],
  play: async () => {
    const dialog = await dialogNamed('Create Account');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Account' }));
    await expect(dialog.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please enter your Name',
      'Please enter your Email',
      'Please enter your phone number.',
      'Please select your gender',
      'Please enter your password',
    ]);
    await userEvent.type(dialog.getByLabelText('Email'), 'nora@example');
    await userEvent.type(dialog.getByLabelText('Phone'), '71855');
    await userEvent.type(dialog.getByLabelText('Password'), 'Abc12!x');
    await expect(dialog.getByText('Invalid Email')).toBeVisible();
    await expect(dialog.getByText('Phone number must be of 10 digits.')).toBeVisible();
    await expect(dialog.getByText('Password must be at least 8 characters')).toBeVisible();
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
    const dialog = await dialogNamed('Create Account');
    await fill(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Create Account' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'An account with this phone number already exists',
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
    const dialog = await dialogNamed('Create Account');
    await fill(dialog, 'booked.before@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Account' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'An account with this email address already exists',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Set a password for it' }));
    const assistance = await dialogNamed('Password assistance');
    await expect(assistance.getByLabelText('Email')).toHaveValue('booked.before@example.com');
  },
};

export const Phone: Story = {
  tags: ['role:visitor', 'state:default', 'viewport:phone'],
  globals: { viewport: { value: 'phone' } },
};
