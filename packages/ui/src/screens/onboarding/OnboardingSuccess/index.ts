export * from './OnboardingSuccess';
