export * from './OnboardingStylistModal';
