// The onboarding module's public face: what other modules and the composition root may use.
export { OnboardingRepository } from './repository';
export { onboardingRoutes } from './routes';
export { OnboardingService } from './service';
