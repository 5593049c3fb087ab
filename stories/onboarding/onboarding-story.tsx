import { billingHandlers } from '@salon/api/mocks/handlers/billing';
import { onboardingHandlers } from '@salon/api/mocks/handlers/onboarding';
import { pageParameters } from '../support/page-meta';
import { OnboardingContainer } from '@salon/features/onboarding';
import {
  DEFAULT_HOURS,
  type OnboardingPackage,
  type OnboardingValues,
} from '@salon/ui/screens/onboarding/OnboardingScreen';

/** The owner-to-be is signed out: no `role` arg. The story's step and values come from its args. */
export type Args = {
  initialStep?: number;
  initialValues?: OnboardingValues;
  initialPackage?: OnboardingPackage;
};

export const renderOnboarding = (args: Args) => (
  <OnboardingContainer
    onLogin={() => undefined}
    initialStep={args.initialStep}
    initialValues={args.initialValues}
    initialPackage={args.initialPackage}
  />
);

/** The mock's Pro package (5 calendars, $49.00 a month). */
export const PRO: OnboardingPackage = {
  id: 'prod_mockPro',
  name: 'Pro',
  description: 'Five calendars for a busy salon.',
  calendars: 5,
  plan: { id: 'price_mockProMonth', amount: 4900, interval: 'month' },
};

export const FILLED: OnboardingValues = {
  salon: {
    name: 'Bella Hair',
    email: 'bella@example.com',
    phone: '5551234567',
    address: '12 Rose Street',
    password: 'Bella#Hair',
    confirmPassword: 'Bella#Hair',
  },
  packageId: PRO.id,
  planId: PRO.plan.id,
  stylists: [{ name: 'Mia Stone', email: 'mia@example.com', phone: '5559876543', gender: 'female' }],
  hours: DEFAULT_HOURS,
  card: '',
  promoCodeId: null,
};

/** Every /register story's address and handlers (the platform's packages and the sign-up calls). */
export const onboardingParameters = () =>
  pageParameters({ billing: billingHandlers(), onboarding: onboardingHandlers() }, '/register');
