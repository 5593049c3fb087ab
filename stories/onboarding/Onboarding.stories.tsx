import { onboardingFailures, onboardingHandlers } from '@salon/api/mocks/handlers/onboarding';
import { billingHandlers } from '@salon/api/mocks/handlers/billing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  clearOnboardingDraft,
  FILLED,
  PRO,
  renderOnboarding,
  type Args,
  onboardingParameters,
} from './onboarding-story';
import { findDialog } from '../support/dialog';
import { expectTexts } from '../support/expect';

/**
 * The five-step wizard (OnboardingContainer) against MSW, each step at its own address
 * (`/register/salon` … `/register/payment`), with the platform's logo and a way back to sign in.
 */
const meta = {
  title: 'Catalogue/Onboarding/Onboarding',
  tags: ['catalogue:onboarding'],
  render: renderOnboarding,
  beforeEach: clearOnboardingDraft,
  args: {},
  parameters: { ...onboardingParameters() },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const onPayment = { initialValues: FILLED, initialPackage: PRO };

export const Salon: Story = {
  tags: ['role:owner', 'state:salon'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Salon Booking')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await userEvent.click(await canvas.findByRole('button', { name: 'Next' }));
    await expectTexts(canvas, ['Please enter name.', 'Please enter password']);
    await userEvent.type(canvas.getByLabelText('Password'), 'bellahair1');
    await expect(
      canvas.getByText('Password should have uppercase, lowercase, symbol and 8 characters long.'),
    ).toBeVisible();
  },
};

/**
 * Where the salon is: the browser's clock is proposed (here UTC, in US English: a US salon on New York
 * time); choosing the United Kingdom brings London's clock, pounds and British English, which the next
 * steps keep.
 */
export const SalonPlace: Story = {
  tags: ['role:owner', 'state:salon'],
  args: { initialValues: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const place = within(await canvas.findByRole('group', { name: 'Where the salon is' }));
    await expectTexts(place, ['United States (US)', 'America/New_York', 'USD — US Dollar']);
    await userEvent.type(place.getByRole('combobox', { name: /Country/ }), 'United Kingdom{Enter}');
    await expectTexts(place, ['Europe/London', 'GBP — British Pound', 'en-GB — British English']);
    await userEvent.type(canvas.getByLabelText('Salon Name'), 'Mayfair Cuts');
    await userEvent.type(canvas.getByLabelText('Email'), 'hello@mayfair.example.com');
    await userEvent.type(canvas.getByLabelText('Phone'), '2075550100');
    await userEvent.type(canvas.getByLabelText('Address'), '1 Mount Street, London');
    await userEvent.type(canvas.getByLabelText('Password'), 'Bella#Hair1');
    await userEvent.type(canvas.getByLabelText('Re-enter Password'), 'Bella#Hair1');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('heading', { name: 'Subscription' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    const back = within(await canvas.findByRole('group', { name: 'Where the salon is' }));
    await expectTexts(back, ['United Kingdom (GB)', 'Europe/London', 'GBP — British Pound']);
  },
};

/** The owner's e-mail is checked as it is typed: one already in use says so at step 1, not at payment. */
export const OwnerEmailInUse: Story = {
  tags: ['role:owner', 'state:salon'],
  args: { initialValues: { ...FILLED, salon: { ...FILLED.salon, email: '' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), 'owner@example.com');
    await expect(await canvas.findByText(/The salon owner's e-mail is already in use/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('heading', { name: 'Salon Details' })).toBeVisible();
  },
};

export const Subscription: Story = {
  tags: ['role:owner', 'state:subscription'],
  args: { initialValues: { ...FILLED, packageId: null, planId: null } },
  parameters: { route: '/register/plan' },
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
  args: { initialValues: FILLED, initialPackage: PRO },
  parameters: { route: '/register/stylists' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Mia Stone/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Stylist' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Mia Stone' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await findDialog('Add Stylist')).toBeTruthy();
  },
};

/** An address past what is filled in (no stylist yet) opens the first step still to fill. */
export const StepNotReached: Story = {
  tags: ['role:owner', 'state:stylists'],
  args: { initialValues: { ...FILLED, stylists: [] }, initialPackage: PRO },
  parameters: { route: '/register/payment' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Stylist Details' })).toBeVisible();
    await expect(canvas.getByText('0 of 5 stylists')).toBeVisible();
  },
};

export const BusinessHours: Story = {
  tags: ['role:owner', 'state:business-hours'],
  args: { initialValues: FILLED, initialPackage: PRO },
  parameters: { route: '/register/hours' },
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

/** The summary before paying: plan, period, price and total; no code yet. */
export const Payment: Story = {
  tags: ['role:owner', 'state:payment'],
  args: onPayment,
  parameters: { route: '/register/payment' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = within(await canvas.findByRole('region', { name: 'Summary' }));
    await expectTexts(summary, ['Pro · 5 calendars', 'Monthly', '$49.00 / month', 'Total to pay now']);
    await expect(canvas.getByRole('button', { name: 'Pay $49.00' })).toBeVisible();
  },
};

/** A typed code, checked by the server when applied: the discount and the total before paying. */
export const PromoApplied: Story = {
  tags: ['role:owner', 'state:payment'],
  args: onPayment,
  parameters: { route: '/register/payment' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Promotion Code'), 'welcome10');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('Discount (WELCOME10)')).toBeVisible();
    await expect(canvas.getByText('-$10.00')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay $39.00' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove' })).toBeVisible();
  },
};

/** An unknown or expired code says so under the field, and the total stays. */
export const PromoInvalid: Story = {
  tags: ['role:owner', 'state:error'],
  args: onPayment,
  parameters: { route: '/register/payment' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByLabelText('Promotion Code');
    await userEvent.type(field, 'NOPE');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('This promotion code does not exist')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'LOYAL3');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('This promotion code has expired')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay $49.00' })).toBeVisible();
  },
};

export const RequiresAction: Story = {
  tags: ['role:owner', 'state:requires-action'],
  args: onPayment,
  parameters: { route: '/register/payment' },
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
  parameters: { route: '/register/payment' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Card Number'), '4000 0000 0000 0002');
    await userEvent.click(canvas.getByRole('button', { name: /^Pay/ }));
    await expect(await canvas.findByText('Your card was declined.')).toBeVisible();
  },
};

/** A 409 from the server (the salon's e-mail taken meanwhile) still shows on the payment step. */
export const EmailTaken: Story = {
  tags: ['role:owner', 'state:error'],
  args: onPayment,
  parameters: {
    route: '/register/payment',
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

/**
 * A stylist's e-mail taken after it was typed: the sign-up's 409 sends the owner back to step 3, where the
 * message names the stylist.
 */
export const StylistEmailTakenMeanwhile: Story = {
  tags: ['role:owner', 'state:error'],
  args: {
    ...onPayment,
    initialValues: {
      ...FILLED,
      stylists: [{ ...FILLED.stylists[0]!, email: 'taken@example.com' }],
    },
  },
  parameters: {
    route: '/register/payment',
    msw: {
      handlers: {
        billing: billingHandlers(),
        onboarding: [onboardingFailures.stylistEmailTaken, ...onboardingHandlers()],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Card Number'), '4242 4242 4242 4242');
    await userEvent.click(canvas.getByRole('button', { name: /^Pay/ }));
    await expect(await canvas.findByRole('heading', { name: 'Stylist Details' })).toBeVisible();
    await expect(
      canvas.getByText(/Mia Stone's e-mail \(taken@example\.com\) is already in use on the platform/),
    ).toBeVisible();
  },
};

export const Success: Story = {
  tags: ['role:owner', 'state:success'],
  args: onPayment,
  parameters: { route: '/register/payment' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Card Number'), '4242 4242 4242 4242');
    await userEvent.click(canvas.getByRole('button', { name: /^Pay/ }));
    await expect(await canvas.findByRole('heading', { name: 'You made it!' })).toBeVisible();
    await waitFor(() => expect(canvas.getByText('Payment successful')).toBeVisible());
    await expectTexts(canvas, ['Salon created successfully', 'Stylist created successfully']);
    await expect(canvas.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(canvas.getByText(/Sign in with bella@example.com/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeVisible();
    // The draft is gone once the salon exists.
    await expect(sessionStorage.getItem('salon.onboarding.draft')).toBeNull();
  },
};
