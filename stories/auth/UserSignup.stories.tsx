import { authFailures, authHandlers } from '@salon/api/mocks/handlers/auth';
import { UserSignupContainer } from '@salon/features/auth';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/** /user-signup through its container against MSW; the visitor is signed out. */
const meta = {
  title: 'Catalogue/Auth/UserSignup',
  component: UserSignupContainer,
  tags: ['catalogue:user-signup'],
  parameters: { layout: 'fullscreen', route: '/user-signup', routePath: '/user-signup' },
} satisfies Meta<typeof UserSignupContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

async function pick(canvasElement: HTMLElement, label: string, option: string) {
  await userEvent.click(within(canvasElement).getByLabelText(label));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function fillForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Name'), 'New Client');
  await userEvent.type(canvas.getByLabelText('Email'), 'new@example.com');
  await userEvent.type(canvas.getByLabelText('Phone'), '5550100199');
  await pick(canvasElement, 'Gender', 'Other');
  await waitFor(() => expect(canvas.getByLabelText('Salon')).toBeEnabled());
  await pick(canvasElement, 'Salon', 'Second Salon');
  await userEvent.type(canvas.getByLabelText('Password'), 'Secret12!');
  await userEvent.type(canvas.getByLabelText('Confirm password'), 'Secret12!');
  await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
}

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('Salon')).toBeEnabled());
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};

export const Validation: Story = {
  tags: ['role:any', 'state:validation'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(canvas.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please enter name',
      'Please enter email address',
      'Please enter phone',
      'Please select gender.',
      'Please select salon',
      'Please enter password',
    ]);
    await userEvent.type(canvas.getByLabelText('Email'), 'new@');
    await userEvent.type(canvas.getByLabelText('Phone'), '555010');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret12');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'secret13');
    await expect(canvas.getByText('Please enter valid email')).toBeVisible();
    await expect(canvas.getByText('Phone number must be 10 digits')).toBeVisible();
    await expect(canvas.getByText('Please enter valid password')).toBeVisible();
    await expect(canvas.getByText('Confirm password mismatch')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Password'));
    await userEvent.type(canvas.getByLabelText('Password'), 'Sec12!x');
    await expect(canvas.getByText('Password must be at least 8 characters')).toBeVisible();
  },
};

export const DuplicateEmail: Story = {
  tags: ['role:any', 'state:error'],
  parameters: { msw: { handlers: { auth: [authFailures.signupDuplicate, ...authHandlers('salon')] } } },
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    await expect(
      await within(canvasElement).findByText('An account with this email address already exists'),
    ).toBeVisible();
  },
};

export const Created: Story = {
  tags: ['role:any', 'state:success'],
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Account created')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(canvas.getByTestId('redirected-to')).toHaveTextContent('/login'));
  },
};

export const SalonsLoading: Story = {
  tags: ['role:any', 'state:loading'],
  parameters: { msw: { handlers: { auth: [authFailures.salonsLoading, ...authHandlers('salon')] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading salons…')).toBeVisible();
  },
};
