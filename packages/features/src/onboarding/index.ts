export { OnboardingContainer, stepAddress } from './OnboardingContainer';
export { DRAFT_KEY } from './draft';
