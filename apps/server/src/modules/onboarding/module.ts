import type { Database } from '../../db/client';
import { OnboardingRepository, type SignupOwners } from './repository';
import { OnboardingService } from './service';

type OnboardingServiceDeps = ConstructorParameters<typeof OnboardingService>[0];

export type OnboardingDeps = Omit<OnboardingServiceDeps, 'onboarding'> & {
  db: Database;
  /** The owners of the rows a sign-up writes besides its own, each in the sign-up's transaction. */
  owners: SignupOwners;
};

/** The onboarding module: the paid sign-up of a new salon. */
export function buildOnboarding({ db, owners, ...deps }: OnboardingDeps) {
  return { onboarding: new OnboardingService({ onboarding: new OnboardingRepository(db, owners), ...deps }) };
}
