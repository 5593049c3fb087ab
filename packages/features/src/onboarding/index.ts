export { OnboardingContainer } from './OnboardingContainer';
export { usePublicPromoCodes } from './use-public-promo-codes';
