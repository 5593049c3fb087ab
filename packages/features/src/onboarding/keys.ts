import type { PlanInterval } from '@salon/api/billing/schemas';

export const onboardingKeys = {
  packages: (interval: PlanInterval) => ['onboarding', 'packages', interval] as const,
  emailCheck: ['onboarding', 'email-check'] as const,
  promoCheck: ['onboarding', 'promo-check'] as const,
  signup: ['onboarding', 'signup'] as const,
  confirm: ['onboarding', 'confirm'] as const,
  done: ['onboarding', 'done'] as const,
};
