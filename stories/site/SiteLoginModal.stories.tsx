import { customerAccountFailures } from '@salon/api/mocks/handlers/customer-accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { customerAccountAreas, dialogNamed, SiteLoginModalStory } from './customer-accounts-story';
import { expectDialogClosed, expectToast } from '../support/expect';

/** The header's Login modal (SiteLoginModalContainer) on a salon's site, against MSW. */
const meta = {
  title: 'Catalogue/Site/SiteLoginModal',
  component: SiteLoginModalStory,
  tags: ['catalogue:site-login-modal'],
  parameters: {
    route: '/salon/demo-salon',
    routePath: '/salon/:salonName',
    msw: { handlers: customerAccountAreas },
  },
} satisfies Meta<typeof SiteLoginModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function signIn(email: string, password: string) {
  const dialog = await dialogNamed('Sign in');
  await userEvent.type(dialog.getByLabelText('Email'), email);
  await userEvent.type(dialog.getByLabelText('Password'), password);
  await userEvent.click(dialog.getByRole('button', { name: 'Sign In' }));
  return dialog;
}

/** Signs in where the visitor is: the modal closes with a welcome. */
export const Default: Story = {
  tags: ['role:visitor', 'state:default'],
  play: async () => {
    await signIn('chloe.customer@example.com', 'Secret12!');
    await expectToast('Welcome back, Chloe Customer');
    await expectDialogClosed();
  },
};

export const Validation: Story = {
  tags: ['role:visitor', 'state:validation'],
  play: async () => {
    const dialog = await dialogNamed('Sign in');
    await userEvent.click(dialog.getByRole('button', { name: 'Sign In' }));
    await expect(dialog.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please enter email address',
      'Please enter your password',
    ]);
  },
};

export const WrongPassword: Story = {
  tags: ['role:visitor', 'state:error'],
  parameters: {
    msw: { handlers: { auth: [customerAccountFailures.loginWrongPassword, ...customerAccountAreas.auth] } },
  },
  play: async () => {
    const dialog = await signIn('chloe.customer@example.com', 'Wrong8$pass');
    await waitFor(() =>
      expect(dialog.getByLabelText('Password')).toHaveAccessibleDescription('Invalid email or password'),
    );
  },
};

/** 'Create Account' replaces the Login modal with its own. */
export const ToCreateAccount: Story = {
  tags: ['role:visitor', 'state:default'],
  play: async () => {
    const dialog = await dialogNamed('Sign in');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Account' }));
    await expect((await dialogNamed('Create Account')).getByLabelText('Name')).toBeVisible();
    await expect(screen.queryByRole('dialog', { name: 'Sign in' })).toBeNull();
  },
};
