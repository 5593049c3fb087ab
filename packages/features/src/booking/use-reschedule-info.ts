import { getRescheduleInfo } from '@salon/api/booking/endpoints';
import { useApiQuery } from '../core';
import { visitKeys } from './keys';

/** The visit a reschedule link names (no token header: the link is the credential). */
export function useRescheduleInfo(token: string | null) {
  return useApiQuery(
    token ? visitKeys.reschedule(token) : null,
    getRescheduleInfo,
    token ? { query: { token } } : null,
  );
}
