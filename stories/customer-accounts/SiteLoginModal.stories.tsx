import { customerAccountFailures } from '@salon/api/mocks/handlers/customer-accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { websiteParameters } from '../support/page-meta';
import { expect, screen, waitFor } from 'storybook/test';
import { customerAccountAreas, SiteLoginModalStory } from './customer-accounts-story';
import { expectAlerts, clickButton } from '../support/form';
import { expectDoneAndClosed, findDialog } from '../support/dialog';
import { signIn } from '../support/sign-in';

/** The header's Login modal (SiteLoginModalContainer) on a salon's site, against MSW. */
const meta = {
  title: 'Catalogue/Site/SiteLoginModal',
  component: SiteLoginModalStory,
  tags: ['catalogue:site-login-modal'],
  parameters: { ...websiteParameters(customerAccountAreas, '') },
} satisfies Meta<typeof SiteLoginModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signs in through the open 'Sign in' dialog and returns it. */
async function signInThroughDialog(email: string, password: string) {
  const dialog = await findDialog('Sign in');
  await signIn(dialog, email, password);
  return dialog;
}

/** Signs in where the visitor is: the modal closes with a welcome. */
export const Default: Story = {
  tags: ['role:visitor', 'state:default'],
  play: async () => {
    await signInThroughDialog('chloe.customer@example.com', 'Secret12!');
    await expectDoneAndClosed('Welcome back, Chloe Customer');
  },
};

export const Validation: Story = {
  tags: ['role:visitor', 'state:validation'],
  play: async () => {
    const dialog = await findDialog('Sign in');
    await clickButton(dialog, 'Sign In');
    await expectAlerts(dialog, ['Please enter email address', 'Please enter your password']);
  },
};

export const WrongPassword: Story = {
  tags: ['role:visitor', 'state:error'],
  parameters: {
    msw: { handlers: { auth: [customerAccountFailures.loginWrongPassword, ...customerAccountAreas.auth] } },
  },
  play: async () => {
    const dialog = await signInThroughDialog('chloe.customer@example.com', 'Wrong8$pass');
    await waitFor(() =>
      expect(dialog.getByLabelText('Password')).toHaveAccessibleDescription('Invalid email or password'),
    );
  },
};

/** 'Create Account' replaces the Login modal with its own. */
export const ToCreateAccount: Story = {
  tags: ['role:visitor', 'state:default'],
  play: async () => {
    const dialog = await findDialog('Sign in');
    await clickButton(dialog, 'Create Account');
    await expect((await findDialog('Create Account')).getByLabelText('Name')).toBeVisible();
    await expect(screen.queryByRole('dialog', { name: 'Sign in' })).toBeNull();
  },
};
