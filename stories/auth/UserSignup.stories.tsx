import { REGISTER_TOO_MANY } from '@salon/api/customer-accounts/schemas';
import { authFailures, authHandlers } from '@salon/api/mocks/handlers/auth';
import { UserSignupContainer } from '@salon/features/auth/signup';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { chooseOption, expectAlerts, retype, typeInto } from '../support/form';
import { expectTexts } from '../support/expect';

/** /user-signup through its container against MSW; the visitor is signed out. */
const meta = {
  title: 'Catalogue/Auth/UserSignup',
  component: UserSignupContainer,
  tags: ['catalogue:user-signup'],
  parameters: { layout: 'fullscreen', route: '/user-signup', routePath: '/user-signup' },
} satisfies Meta<typeof UserSignupContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await typeInto(canvas, { Name: 'New Client', Email: 'new@example.com', Phone: '5550100199' });
  await chooseOption(canvas, 'Gender', 'Other');
  await waitFor(() => expect(canvas.getByLabelText('Salon')).toBeEnabled());
  await chooseOption(canvas, 'Salon', 'Second Salon');
  await typeInto(canvas, { Password: 'Secret12!', 'Confirm password': 'Secret12!' });
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
    await expectAlerts(canvas, [
      'Please enter name',
      'Please enter email address',
      'Please enter phone',
      'Please select gender.',
      'Please select salon',
      'Please enter password',
    ]);
    await typeInto(canvas, {
      Email: 'new@',
      Phone: '555010',
      Password: 'secret12',
      'Confirm password': 'secret13',
    });
    await expectTexts(canvas, [
      'Please enter valid email',
      'Phone number must be 10 digits',
      'Please enter valid password',
      'Confirm password mismatch',
    ]);
    await retype(canvas, 'Password', 'Sec12!x');
    await expect(canvas.getByText('Password must be at least 8 characters')).toBeVisible();
  },
};

/** Too many sign-ups from this address: the server's message; the form stays. */
export const TooMany: Story = {
  tags: ['role:any', 'state:error'],
  parameters: { msw: { handlers: { auth: [authFailures.signupTooMany, ...authHandlers('salon')] } } },
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    await expect(await within(canvasElement).findByText(REGISTER_TOO_MANY)).toBeVisible();
  },
};

export const Created: Story = {
  tags: ['role:any', 'state:success'],
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    const canvas = within(canvasElement);
    // The same answer whatever the e-mail: the e-mail's link creates the account.
    await expect(await canvas.findByText('Check your e-mail to finish creating your account.')).toBeVisible();
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
