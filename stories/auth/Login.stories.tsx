import { login } from '@salon/api/auth/endpoints';
import { buildUserInfo } from '@salon/api/mocks/factories/auth';
import { PASSWORD_ASSISTANCE_SENT } from '@salon/api/customer-accounts/schemas';
import { authFailures, authHandlers } from '@salon/api/mocks/handlers/auth';
import { customerAccountHandlers } from '@salon/api/mocks/handlers/customer-accounts';
import { mockEndpoint, ok } from '@salon/api/mocks/http';
import { LoginContainer } from '@salon/features/auth';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectNoSidewaysScroll, PHONE_STORY } from '../support/phone';
import { expectRedirectedTo } from '../support/expect';
import { expectAlerts, retype, clickButton, typeInto } from '../support/form';
import { findDialog } from '../support/dialog';
import { signIn } from '../support/sign-in';

/** /login through its container against MSW; the viewer is signed out (no `role` arg). */
const meta = {
  title: 'Catalogue/Auth/Login',
  component: LoginContainer,
  tags: ['catalogue:login'],
  parameters: { layout: 'fullscreen', route: '/login', routePath: '/login' },
} satisfies Meta<typeof LoginContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The message under the password field (FormField's error, which the input points at). */
function passwordError(canvasElement: HTMLElement) {
  return canvasElement.querySelector('#login-password-error');
}

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Email')).toHaveValue('');
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveAttribute('href', 'register');
    // Show/hide on the password.
    const password = canvas.getByLabelText('Password');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
  },
};

export const Validation: Story = {
  tags: ['role:any', 'state:validation'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expectAlerts(canvas, ['Please enter email address', 'Please enter your password']);
    // Seven characters are not enough (the old product let them pass).
    await typeInto(canvas, { Email: 'owner@example.com', Password: 'abc1234' });
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expectAlerts(canvas, ['Password must be at least 8 characters']);
    // The e-mail's shape is checked after the required check.
    await retype(canvas, 'Email', 'owner@example');
    await expectAlerts(canvas, ['Please enter valid email', 'Password must be at least 8 characters']);
  },
};

/** Opens 'Forgot password?' from the sign-in page; the dialog is portalled out of the canvas. */
async function openForgotPassword(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Forgot password?' }));
  return findDialog('Forgot password?');
}

/** Staff ask for a reset link: the server's neutral answer replaces the form. */
export const ForgotPassword: Story = {
  tags: ['role:any', 'state:default'],
  parameters: { msw: { handlers: { customerAccounts: customerAccountHandlers() } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Salon Booking')).toBeVisible();
    const dialog = await openForgotPassword(canvasElement);
    await userEvent.type(dialog.getByLabelText('Email'), 'owner@example.com');
    await clickButton(dialog, 'Send link');
    await expect(await dialog.findByText(PASSWORD_ASSISTANCE_SENT)).toBeVisible();
    await clickButton(dialog, 'Done');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const ForgotPasswordValidation: Story = {
  tags: ['role:any', 'state:validation'],
  parameters: { msw: { handlers: { customerAccounts: customerAccountHandlers() } } },
  play: async ({ canvasElement }) => {
    const dialog = await openForgotPassword(canvasElement);
    await clickButton(dialog, 'Send link');
    await expectAlerts(dialog, ['Please enter email address']);
    await userEvent.type(dialog.getByLabelText('Email'), 'owner@example');
    await clickButton(dialog, 'Send link');
    await expectAlerts(dialog, ['Please enter valid email']);
  },
};

export const WrongPassword: Story = {
  tags: ['role:any', 'state:error'],
  parameters: { msw: { handlers: { auth: [authFailures.loginWrongPassword, ...authHandlers('salon')] } } },
  play: async ({ canvasElement }) => {
    await signIn(within(canvasElement), 'owner@example.com', 'wrong-password');
    await waitFor(() => expect(passwordError(canvasElement)).toHaveTextContent('Invalid email or password'));
    await expect(within(canvasElement).getByLabelText('Password')).toHaveAttribute(
      'aria-describedby',
      'login-password-error',
    );
  },
};

export const ClientRefused: Story = {
  tags: ['role:any', 'state:error'],
  parameters: { msw: { handlers: { auth: [authFailures.loginAsClient, ...authHandlers('user')] } } },
  play: async ({ canvasElement }) => {
    await signIn(within(canvasElement), 'user@example.com', 'Secret12!');
    await waitFor(() =>
      expect(passwordError(canvasElement)).toHaveTextContent('Clients sign in on the mobile app'),
    );
  },
};

/** A partner company has no dashboard: refused with its own message, as clients are. */
export const CompanyRefused: Story = {
  tags: ['role:any', 'state:error'],
  parameters: {
    msw: {
      handlers: {
        auth: [
          mockEndpoint(login, () => ok(buildUserInfo('company'), 'Login successful')),
          ...authHandlers('company'),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await signIn(within(canvasElement), 'company@example.com', 'Secret12!');
    await waitFor(() =>
      expect(passwordError(canvasElement)).toHaveTextContent(
        'Company accounts have no access to the dashboard',
      ),
    );
    await expect(within(canvasElement).getByRole('button', { name: 'Sign In' })).toBeVisible();
  },
};

export const Submitting: Story = {
  tags: ['role:any', 'state:submitting'],
  parameters: { msw: { handlers: { auth: [authFailures.loginPending, ...authHandlers('salon')] } } },
  play: async ({ canvasElement }) => {
    await signIn(within(canvasElement), 'owner@example.com', 'Secret12!');
    const button = within(canvasElement).getByRole('button', { name: 'Sign In' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toBeDisabled();
    await expect(within(canvasElement).getByLabelText('Email')).toBeDisabled();
  },
};

export const SignedIn: Story = {
  tags: ['role:any', 'state:success'],
  play: async ({ canvasElement }) => {
    await signIn(within(canvasElement), 'owner@example.com', 'Secret12!');
    await expectRedirectedTo(canvasElement, '/');
  },
};

/** The sign-in page on a 390 px phone. */
export const Phone: Story = {
  ...PHONE_STORY,
  tags: ['role:any', 'state:default', 'viewport:phone'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expectNoSidewaysScroll();
  },
};
