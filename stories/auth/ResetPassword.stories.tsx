import { MOCK_RESET_TOKENS } from '@salon/api/mocks/factories/customer-accounts';
import { customerAccountHandlers } from '@salon/api/mocks/handlers/customer-accounts';
import { ResetPasswordContainer } from '@salon/features/auth';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/** The dashboard's /reset-password?token=… (staff's reset e-mail) through its container; signed out. */
const meta = {
  title: 'Catalogue/Auth/ResetPassword',
  component: ResetPasswordContainer,
  tags: ['catalogue:set-new-password'],
  parameters: {
    layout: 'fullscreen',
    route: `/reset-password?token=${MOCK_RESET_TOKENS.valid}`,
    routePath: '/reset-password',
    msw: { handlers: { customerAccounts: customerAccountHandlers() } },
  },
} satisfies Meta<typeof ResetPasswordContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

async function setPassword(canvasElement: HTMLElement, password: string, again = password) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('New Password'), password);
  await userEvent.type(canvas.getByLabelText('Re-enter Password'), again);
  await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
}

/** Sets the password and leads to the dashboard's sign-in. */
export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    await setPassword(canvasElement, 'Fresh8$pass');
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('redirected-to')).toHaveTextContent('/login'),
    );
    await expect(
      await screen.findByText('Your password has been set. Please sign in with your new password.'),
    ).toBeVisible();
  },
};

export const Validation: Story = {
  tags: ['role:any', 'state:validation'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
    await expect(canvas.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please enter password',
      'Please re-enter password',
    ]);
  },
};

/** A used or expired link: the server's message and the dashboard's Forgot password? for a new one. */
export const LinkUsed: Story = {
  tags: ['role:any', 'state:error'],
  parameters: { route: `/reset-password?token=${MOCK_RESET_TOKENS.used}` },
  play: async ({ canvasElement }) => {
    await setPassword(canvasElement, 'Fresh8$pass');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This link has expired or was already used')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send me a new link' }));
    await expect(await screen.findByRole('dialog', { name: 'Forgot password?' })).toBeVisible();
  },
};
