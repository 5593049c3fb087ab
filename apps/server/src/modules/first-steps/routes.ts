import { dismissFirstSteps, getFirstSteps } from '@salon/api/first-steps/endpoints';
import type { ContractRouter } from '../../http/contract-route';
import type { FirstStepsService } from './service';

export function firstStepsRoutes(route: ContractRouter, firstSteps: FirstStepsService): void {
  route(getFirstSteps, async ({ viewer }) => ({ data: await firstSteps.view(viewer) }));
  route(dismissFirstSteps, async ({ viewer }) => ({ data: await firstSteps.dismiss(viewer) }));
}
