import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OnboardingScreen, type OnboardingScreenProps } from './OnboardingScreen';
import {
  DEFAULT_HOURS,
  EMPTY_ONBOARDING,
  type OnboardingPackage,
  type OnboardingValues,
} from './onboarding-values';

const BASIC: OnboardingPackage = {
  id: 'prod_basic',
  name: 'Basic',
  description: 'One calendar for a solo stylist.',
  calendars: 1,
  plan: { id: 'price_basicMonth', amount: 2900, interval: 'month' },
};

/** The screen is controlled: the story keeps its step and values as the container would. */
function Controlled(props: OnboardingScreenProps) {
  const [step, setStep] = useState(props.step);
  const [values, setValues] = useState<OnboardingValues>(props.values);
  return (
    <OnboardingScreen
      {...props}
      step={step}
      onStepChange={setStep}
      values={values}
      onValuesChange={setValues}
    />
  );
}

const meta = {
  title: 'Screens/Onboarding/OnboardingScreen',
  component: OnboardingScreen,
  render: (args) => <Controlled {...args} />,
  args: {
    step: 0,
    onStepChange: fn(),
    values: EMPTY_ONBOARDING,
    onValuesChange: fn(),
    interval: 'month',
    onIntervalChange: fn(),
    packages: [BASIC],
    pkg: null,
    onPackageChange: fn(),
    takenEmails: ['taken@example.com'],
    onEmailTyped: fn(),
    promo: { status: 'idle' },
    onApplyPromo: fn(),
    onRemovePromo: fn(),
    onPay: fn(),
    onAuthenticate: fn(),
    onLogin: fn(),
    payment: { status: 'idle' },
  },
} satisfies Meta<typeof OnboardingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SalonDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Salon Booking')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};

/**
 * Where the salon is: choosing the United Kingdom proposes London's clock, pounds and British English;
 * a zone of its own can still be picked after.
 */
export const SalonPlace: Story = {
  play: async ({ canvasElement }) => {
    const place = within(within(canvasElement).getByRole('group', { name: 'Where the salon is' }));
    await userEvent.type(place.getByRole('combobox', { name: /Country/ }), 'United Kingdom{Enter}');
    await expect(place.getByText('United Kingdom (GB)')).toBeVisible();
    await expect(place.getByText('Europe/London')).toBeVisible();
    await expect(place.getByText('GBP — British Pound')).toBeVisible();
    await expect(place.getByText('en-GB — British English')).toBeVisible();
    await userEvent.type(place.getByRole('combobox', { name: /Time zone/ }), 'Asia/Tokyo{Enter}');
    await expect(place.getByText('Asia/Tokyo')).toBeVisible();
  },
};

/** Next without a country: the step says to choose one. */
export const SalonPlaceMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Please select the country')).toBeVisible();
  },
};

const FILLED: OnboardingValues = {
  salon: {
    name: 'Bella Hair',
    email: 'bella@example.com',
    phone: '5551234567',
    address: '12 Rose Street',
    password: 'Bella#Hair',
    confirmPassword: 'Bella#Hair',
    country: 'US',
    timeZone: 'America/New_York',
    currency: 'USD',
    locale: 'en-US',
  },
  packageId: BASIC.id,
  planId: BASIC.plan.id,
  stylists: [{ name: 'Mia Stone', email: 'mia@example.com', phone: '5559876543', gender: 'female' }],
  hours: DEFAULT_HOURS,
  card: '4242 4242 4242 4242',
  promoCode: 'WELCOME10',
};

export const OwnerEmailInUse: Story = {
  args: { values: { ...FILLED, salon: { ...FILLED.salon, email: 'taken@example.com' } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/The salon owner's e-mail is already in use/),
    ).toBeVisible();
  },
};

export const PaymentWithDiscount: Story = {
  args: {
    step: 4,
    values: FILLED,
    pkg: BASIC,
    promo: {
      status: 'applied',
      quote: {
        code: 'WELCOME10',
        name: 'Welcome $10',
        planId: BASIC.plan.id,
        price: 2900,
        discount: 1000,
        total: 1900,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Discount (WELCOME10)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay $19.00' })).toBeVisible();
  },
};

export const Declined: Story = {
  args: {
    step: 4,
    values: FILLED,
    pkg: BASIC,
    payment: { status: 'fail', msg: 'Your card was declined.' },
  },
};

export const Success: Story = {
  args: { values: FILLED, payment: { status: 'success' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(canvas.getByText(/Sign in with bella@example.com/)).toBeVisible();
  },
};
