import { dismissFirstSteps, getFirstSteps } from '@salon/api/first-steps/endpoints';
import { useApiMutation, useApiQuery } from '../core';
import { dashboardKeys } from './keys';

/** The owner's first steps to a bookable site (null key: not asked for other roles). */
export function useFirstSteps(enabled: boolean) {
  return useApiQuery(enabled ? dashboardKeys.firstSteps : null, getFirstSteps);
}

/** Closes the card for good; resolves with the steps, dismissed. */
export function useDismissFirstSteps() {
  return useApiMutation(dashboardKeys.dismissFirstSteps, async (api) => (await api(dismissFirstSteps)).data);
}
