import { MOCK_RESET_TOKENS } from '@salon/api/mocks/factories/customer-accounts';
import { SetNewPasswordContainer } from '@salon/features/customer';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { customerAccountAreas } from './customer-accounts-story';

/** /salon/{salonName}/reset-password?token=… (the e-mailed link) through its container against MSW. */
const meta = {
  title: 'Catalogue/Site/SetNewPassword',
  component: SetNewPasswordContainer,
  tags: ['catalogue:set-new-password'],
  parameters: {
    layout: 'fullscreen',
    route: `/salon/demo-salon/reset-password?token=${MOCK_RESET_TOKENS.valid}`,
    routePath: '/salon/:salonName/reset-password',
    msw: { handlers: customerAccountAreas },
  },
} satisfies Meta<typeof SetNewPasswordContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

async function setPassword(canvasElement: HTMLElement, password: string, again = password) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('New Password'), password);
  await userEvent.type(canvas.getByLabelText('Re-enter Password'), again);
  await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
}

/** Sets the password and leads to sign-in. */
export const Default: Story = {
  tags: ['role:visitor', 'state:default'],
  play: async ({ canvasElement }) => {
    await setPassword(canvasElement, 'Fresh8$pass');
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('redirected-to')).toHaveTextContent('/salon/demo-salon/login'),
    );
    await expect(
      await screen.findByText('Your password has been set. Please sign in with your new password.'),
    ).toBeVisible();
  },
};

export const Validation: Story = {
  tags: ['role:visitor', 'state:validation'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
    await expect(canvas.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please enter password',
      'Please re-enter password',
    ]);
    await setPassword(canvasElement, 'Abc12!x', 'Abc12!y');
    await expect(canvas.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Password must be at least 8 characters',
      'Password does not match',
    ]);
  },
};

/** A used or expired link: the server's message and a way to get a new one. */
export const LinkUsed: Story = {
  tags: ['role:visitor', 'state:error'],
  parameters: { route: `/salon/demo-salon/reset-password?token=${MOCK_RESET_TOKENS.used}` },
  play: async ({ canvasElement }) => {
    await setPassword(canvasElement, 'Fresh8$pass');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This link has expired or was already used')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send me a new link' }));
    await expect(await screen.findByRole('dialog', { name: 'Password assistance' })).toBeVisible();
  },
};

export const Phone: Story = {
  tags: ['role:visitor', 'state:default', 'viewport:phone'],
  globals: { viewport: { value: 'phone' } },
};
