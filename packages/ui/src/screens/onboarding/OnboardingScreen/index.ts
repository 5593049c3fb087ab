export * from './OnboardingScreen';
export * from './onboarding-values';
