import { onboardingFailures, onboardingHandlers } from '@salon/api/mocks/handlers/onboarding';
import { billingHandlers } from '@salon/api/mocks/handlers/billing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { FILLED, PRO, renderOnboarding, type Args, onboardingParameters } from './onboarding-story';
import { findDialog } from '../support/dialog';
import { expectTexts } from '../support/expect';

/** The five-step wizard at /register (OnboardingContainer) against MSW. */
const meta = {
  title: 'Catalogue/Onboarding/Onboarding',
  tags: ['catalogue:onboarding'],
  render: renderOnboarding,
  args: {},
  parameters: { ...onboardingParameters() },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const onPayment = { initialStep: 4, initialValues: FILLED, initialPackage: PRO };

export const Salon: Story = {
  tags: ['role:owner', 'state:salon'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Next' }));
    await expectTexts(canvas, ['Please enter name.', 'Please enter password']);
    await userEvent.type(canvas.getByLabelText('Password'), 'bellahair1');
    await expect(
      canvas.getByText('Password should have uppercase, lowercase, symbol and 8 characters long.'),
    ).toBeVisible();
  },
};

export const Subscription: Story = {
  tags: ['role:owner', 'state:subscription'],
  args: { initialStep: 1, initialValues: { ...FILLED, packageId: null, planId: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'Pro' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Please select one of the option')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Yearly' }));
    await userEvent.click(await canvas.findByRole('radio', { name: 'Basic' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('heading', { name: 'Stylist Details' })).toBeVisible();
  },
};

export const Stylists: Story = {
  tags: ['role:owner', 'state:stylists'],
  args: { initialStep: 2, initialValues: FILLED, initialPackage: PRO },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Mia Stone/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Stylist' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Mia Stone' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await findDialog('Add Stylist')).toBeTruthy();
  },
};

export const BusinessHours: Story = {
  tags: ['role:owner', 'state:business-hours'],
  args: { initialStep: 3, initialValues: FILLED, initialPackage: PRO },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const end = await canvas.findByLabelText('End Time', { selector: '#onb-Mon-end' });
    await userEvent.clear(end);
    await userEvent.type(end, '09:15');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('End time should be at least 30 minutes after Start time')).toBeVisible();
    // A day may open twice (9:00–17:00, then 18:00–20:00); the second range can be removed again.
    await userEvent.click(canvas.getByRole('button', { name: 'Add hours on Tue' }));
    await expect(canvas.getByLabelText('Start Time', { selector: '#onb-Tue-2-start' })).toHaveValue('18:00');
    await expect(canvas.getByLabelText('End Time', { selector: '#onb-Tue-2-end' })).toHaveValue('20:00');
    await expect(canvas.getByRole('button', { name: 'Remove Tue hours 18:00–20:00' })).toBeVisible();
  },
};

export const Payment: Story = {
  tags: ['role:owner', 'state:payment'],
  args: onPayment,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByLabelText('Promotion Code'));
    await userEvent.click(await screen.findByRole('option', { name: 'WELCOME10' }));
    await expect(await canvas.findByText('Discount (WELCOME10)')).toBeVisible();
  },
};

export const RequiresAction: Story = {
  tags: ['role:owner', 'state:requires-action'],
  args: onPayment,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Card Number'), '4000 0025 0000 3155');
    await userEvent.click(canvas.getByRole('button', { name: /^Pay/ }));
    const dialog = await findDialog('Authenticate your payment');
    await expect(dialog.getByRole('button', { name: 'Complete authentication' })).toBeVisible();
  },
};

export const Error: Story = {
  tags: ['role:owner', 'state:error'],
  args: onPayment,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Card Number'), '4000 0000 0000 0002');
    await userEvent.click(canvas.getByRole('button', { name: /^Pay/ }));
    await expect(await canvas.findByText('Your card was declined.')).toBeVisible();
  },
};

/** A 409 from the server (the salon's e-mail is taken) shows on the payment step. */
export const EmailTaken: Story = {
  tags: ['role:owner', 'state:error'],
  args: onPayment,
  parameters: {
    msw: {
      handlers: {
        billing: billingHandlers(),
        onboarding: [onboardingFailures.emailTaken, ...onboardingHandlers()],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Card Number'), '4242 4242 4242 4242');
    await userEvent.click(canvas.getByRole('button', { name: /^Pay/ }));
    await expect(await canvas.findByText('An account with this email address already exists')).toBeVisible();
  },
};

export const Success: Story = {
  tags: ['role:owner', 'state:success'],
  args: onPayment,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Card Number'), '4242 4242 4242 4242');
    await userEvent.click(canvas.getByRole('button', { name: /^Pay/ }));
    await expect(await canvas.findByRole('heading', { name: 'You made it!' })).toBeVisible();
    await waitFor(() => expect(canvas.getByText('Payment successful')).toBeVisible());
    await expectTexts(canvas, ['Salon created successfully', 'Stylist created successfully']);
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeVisible();
  },
};
