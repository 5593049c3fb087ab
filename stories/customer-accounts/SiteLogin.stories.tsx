import { customerAccountFailures } from '@salon/api/mocks/handlers/customer-accounts';
import { SiteLoginContainer } from '@salon/features/customer-accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { websiteParameters } from '../support/page-meta';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { customerAccountAreas } from './customer-accounts-story';
import { expectDialogClosed, expectToast } from '../support/expect';
import { expectAlerts, typeInto } from '../support/form';
import { findDialog } from '../support/dialog';
import { signIn } from '../support/sign-in';

/** /salon/{salonName}/login through its container against MSW; the visitor is signed out. */
const meta = {
  title: 'Catalogue/Site/SiteLogin',
  component: SiteLoginContainer,
  tags: ['catalogue:site-login'],
  parameters: { layout: 'fullscreen', ...websiteParameters(customerAccountAreas, '/login') },
} satisfies Meta<typeof SiteLoginContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signs in and goes to the salon's home. */
export const Default: Story = {
  tags: ['role:visitor', 'state:default'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create Account' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Forgot password?' })).toBeVisible();
    await signIn(within(canvasElement), 'chloe.customer@example.com', 'Secret12!');
    await waitFor(() => expect(canvas.getByTestId('redirected-to')).toHaveTextContent('/salon/demo-salon'));
    await expectToast('Welcome back, Chloe Customer');
  },
};

export const Validation: Story = {
  tags: ['role:visitor', 'state:validation'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expectAlerts(canvas, ['Please enter email address', 'Please enter your password']);
    // Seven characters are not enough (the old product let them pass).
    await typeInto(canvas, { Email: 'chloe.customer@example.com', Password: 'abc1234' });
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expectAlerts(canvas, ['Password must be at least 8 characters']);
  },
};

/** The server's message under the password field. */
export const WrongPassword: Story = {
  tags: ['role:visitor', 'state:error'],
  parameters: {
    msw: { handlers: { auth: [customerAccountFailures.loginWrongPassword, ...customerAccountAreas.auth] } },
  },
  play: async ({ canvasElement }) => {
    await signIn(within(canvasElement), 'chloe.customer@example.com', 'Wrong8$pass');
    await waitFor(() =>
      expect(canvasElement.querySelector('#site-login-password-error')).toHaveTextContent(
        'Invalid email or password',
      ),
    );
  },
};

/** Staff and other salons' customers are refused by the server, with a clear message. */
export const NotACustomer: Story = {
  tags: ['role:visitor', 'state:error'],
  play: async ({ canvasElement }) => {
    await signIn(within(canvasElement), 'owner@example.com', 'Secret12!');
    await waitFor(() =>
      expect(canvasElement.querySelector('#site-login-password-error')).toHaveTextContent(
        'Only customers of Demo Salon can sign in here',
      ),
    );
  },
};

/** 'Forgot password?' and 'Create Account' open their modals. */
export const OpensAccountModals: Story = {
  tags: ['role:visitor', 'state:default'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot password?' }));
    const assistance = await findDialog('Password assistance');
    await expect(assistance.getByLabelText('Email')).toBeVisible();
    await userEvent.click(assistance.getByRole('button', { name: 'Cancel' }));
    await expectDialogClosed();
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect((await findDialog('Create Account')).getByLabelText('Name')).toBeVisible();
  },
};

export const Phone: Story = {
  tags: ['role:visitor', 'state:default', 'viewport:phone'],
  globals: { viewport: { value: 'phone' } },
};
