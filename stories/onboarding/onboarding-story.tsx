import { billingHandlers } from '@salon/api/mocks/handlers/billing';
import { onboardingHandlers } from '@salon/api/mocks/handlers/onboarding';
import { pageParameters } from '../support/page-meta';
import { DRAFT_KEY, OnboardingContainer } from '@salon/features/onboarding';
import {
  DEFAULT_HOURS,
  type OnboardingPackage,
  type OnboardingValues,
} from '@salon/ui/screens/onboarding/OnboardingScreen';

/**
 * The owner-to-be is signed out: no `role` arg. The story's values come from its args, its step from its
 * address (`parameters.route`, `/register/<step>`).
 */
export type Args = {
  initialValues?: OnboardingValues;
  initialPackage?: OnboardingPackage;
};

export const renderOnboarding = (args: Args) => (
  <OnboardingContainer
    onLogin={() => undefined}
    initialValues={args.initialValues}
    initialPackage={args.initialPackage}
  />
);

/** Each story starts without the draft an earlier story left in the tab. */
export const clearOnboardingDraft = () => {
  sessionStorage.removeItem(DRAFT_KEY);
};

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
    country: 'US',
    timeZone: 'America/New_York',
    currency: 'USD',
    locale: 'en-US',
  },
  packageId: PRO.id,
  planId: PRO.plan.id,
  stylists: [{ name: 'Mia Stone', email: 'mia@example.com', phone: '5559876543', gender: 'female' }],
  hours: DEFAULT_HOURS,
  card: '',
  promoCode: '',
};

/** Every /register story's handlers (the platform's packages and the sign-up calls), at `step`'s address. */
export const onboardingParameters = (step = 'salon') =>
  pageParameters(
    { billing: billingHandlers(), onboarding: onboardingHandlers() },
    `/register/${step}`,
    '/register/*',
  );
