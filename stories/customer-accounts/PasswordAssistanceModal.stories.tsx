import {
  customerAccountFailures,
  customerAccountHandlers,
} from '@salon/api/mocks/handlers/customer-accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { websiteParameters } from '../support/page-meta';
import { expect, userEvent } from 'storybook/test';
import { customerAccountAreas, PasswordAssistanceModalStory } from './customer-accounts-story';
import { clickButton, submitExpectingFormAlert } from '../support/form';
import { findDialog } from '../support/dialog';

/** Password assistance (PasswordAssistanceContainer) on a salon's site, against MSW. */
const meta = {
  title: 'Catalogue/Site/PasswordAssistanceModal',
  component: PasswordAssistanceModalStory,
  tags: ['catalogue:password-assistance-modal'],
  parameters: { ...websiteParameters(customerAccountAreas, '') },
} satisfies Meta<typeof PasswordAssistanceModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['role:visitor', 'state:default'],
  play: async () => {
    const dialog = await findDialog('Password assistance');
    await expect(dialog.getByLabelText('Email')).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Send link' })).toBeEnabled();
  },
};

export const Validation: Story = {
  tags: ['role:visitor', 'state:validation'],
  play: async () => {
    const dialog = await findDialog('Password assistance');
    await clickButton(dialog, 'Send link');
    await expect(dialog.getByRole('alert')).toHaveTextContent('Please enter your Email');
    await userEvent.type(dialog.getByLabelText('Email'), 'nora@example');
    await expect(dialog.getByRole('alert')).toHaveTextContent('Invalid Email');
  },
};

/** The same answer whatever the e-mail: a link is on its way if the account exists. */
export const Success: Story = {
  tags: ['role:visitor', 'state:success'],
  play: async () => {
    const dialog = await findDialog('Password assistance');
    await userEvent.type(dialog.getByLabelText('Email'), 'chloe.customer@example.com');
    await clickButton(dialog, 'Send link');
    await expect(await dialog.findByRole('status')).toHaveTextContent(
      'If an account exists for this e-mail, we have sent a link to reset its password.',
    );
    await expect(dialog.getByRole('button', { name: 'Done' })).toBeVisible();
  },
};

/** Too many requests from this address: the server's 429 message. */
export const TooMany: Story = {
  tags: ['role:visitor', 'state:error'],
  parameters: {
    msw: {
      handlers: { customerAccounts: [customerAccountFailures.forgotTooMany, ...customerAccountHandlers()] },
    },
  },
  play: async () => {
    const dialog = await findDialog('Password assistance');
    await userEvent.type(dialog.getByLabelText('Email'), 'chloe.customer@example.com');
    await submitExpectingFormAlert(
      dialog,
      'Too many password assistance requests, please try again later.',
      'Send link',
    );
  },
};
