// The onboarding module's public face: what other modules and the composition root may use.
export { buildOnboarding, type OnboardingDeps } from './module';
export { onboardingRoutes } from './routes';
export { OnboardingService } from './service';
