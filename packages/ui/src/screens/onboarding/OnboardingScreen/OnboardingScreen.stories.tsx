import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OnboardingScreen } from './OnboardingScreen';
import { DEFAULT_HOURS, type OnboardingPackage } from './onboarding-values';

const BASIC: OnboardingPackage = {
  id: 'prod_basic',
  name: 'Basic',
  description: 'One calendar for a solo stylist.',
  calendars: 1,
  plan: { id: 'price_basicMonth', amount: 2900, interval: 'month' },
};

const meta = {
  title: 'Screens/Onboarding/OnboardingScreen',
  component: OnboardingScreen,
  args: {
    interval: 'month',
    onIntervalChange: fn(),
    packages: [BASIC],
    promoCodes: [{ id: 'promo_welcome', code: 'WELCOME10', amountOff: 1000 }],
    onPay: fn(),
    onAuthenticate: fn(),
    onLogin: fn(),
    payment: { status: 'idle' },
  },
} satisfies Meta<typeof OnboardingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SalonDetails: Story = {};

const FILLED = {
  salon: {
    name: 'Bella Hair',
    email: 'bella@example.com',
    phone: '5551234567',
    address: '12 Rose Street',
    password: 'Bella#Hair',
    confirmPassword: 'Bella#Hair',
  },
  packageId: BASIC.id,
  planId: BASIC.plan.id,
  stylists: [{ name: 'Mia Stone', email: 'mia@example.com', phone: '5559876543', gender: 'female' as const }],
  hours: DEFAULT_HOURS,
  card: '4242 4242 4242 4242',
  promoCodeId: 'promo_welcome',
};

export const PaymentWithDiscount: Story = { args: { initialStep: 4, initialValues: FILLED } };

export const Declined: Story = {
  args: {
    initialStep: 4,
    initialValues: FILLED,
    payment: { status: 'fail', msg: 'Your card was declined.' },
  },
};

export const Success: Story = { args: { payment: { status: 'success' } } };
