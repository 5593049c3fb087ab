import { onboardConfirm, onboardDone, onboardSignup } from '@salon/api/onboarding/endpoints';
import type { ContractRouter } from '../../http/contract-route';
import type { OnboardingService } from './service';

export function onboardingRoutes(route: ContractRouter, onboarding: OnboardingService): void {
  route(onboardSignup, async ({ body }) => {
    const result = await onboarding.signup(body);
    return { data: result, message: result.msg ?? 'Success' };
  });

  route(onboardConfirm, async ({ body }) => ({ data: await onboarding.confirm(body) }));

  route(onboardDone, async ({ body }) => ({
    data: await onboarding.done(body),
    message: 'Salon created successfully',
  }));
}
