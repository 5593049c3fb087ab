import * as endpoints from '../../first-steps/endpoints';
import type { FirstSteps } from '../../first-steps/schemas';
import { firstStepsFixtures } from '../factories/first-steps';
import { mockEndpoint, ok } from '../http';

/**
 * The first-steps card's calls: `state` is what the salon has done (every step by default, so the card
 * stays hidden on the other dashboard stories). Dismissing answers the same steps, closed.
 */
export function firstStepsHandlers(state: FirstSteps = firstStepsFixtures.done) {
  return [
    mockEndpoint(endpoints.getFirstSteps, () => ok(state)),
    mockEndpoint(endpoints.dismissFirstSteps, () => ok({ ...state, dismissed: true })),
  ];
}
