import type { OnboardDone, OnboardingPaymentResult } from '../../onboarding/schemas';

/** Fixed fixtures of the onboarding calls (spec 2 §7), one per payment outcome. */
export const ONBOARDING_CLIENT_ID = 'pi_0nb0ard1ngdem0000001';

export const onboardingSucceeded: OnboardingPaymentResult = {
  clientId: ONBOARDING_CLIENT_ID,
  client_secret: `${ONBOARDING_CLIENT_ID}_secret_demo`,
  status: 'succeeded',
  msg: null,
};

export const onboardingRequiresAction: OnboardingPaymentResult = {
  ...onboardingSucceeded,
  status: 'requires_action',
};

export const onboardingDeclined: OnboardingPaymentResult = {
  clientId: null,
  client_secret: null,
  status: 'fail',
  msg: 'Your card was declined.',
};

export const onboardingDone: OnboardDone = {
  salon: { _id: '5a1000ff-0000-4000-8000-000000000001', name: 'Bella Hair', slug: 'bella-hair' },
  email: 'bella@example.com',
  subscription: 'active',
};

/** What the mock does with a card number: Stripe's test cards, as the offline provider on the server. */
export function mockOutcome(card: string): OnboardingPaymentResult {
  const digits = card.replace(/[\s-]/g, '');
  if (digits === '4242424242424242') return onboardingSucceeded;
  if (digits === '4000002500003155') return onboardingRequiresAction;
  return onboardingDeclined;
}
