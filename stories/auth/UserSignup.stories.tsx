import { authFailures, authHandlers } from '@salon/api/mocks/handlers/auth';
import { UserSignupContainer } from '@salon/features/auth';
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
