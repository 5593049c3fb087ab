import { getCancelInfo } from '@salon/api/booking/endpoints';
import { useApiQuery } from '../core';
import { bookingCancelKeys } from './keys';

/** The booking a cancel link names (no token header: the link is the credential). */
export function useCancelInfo(token: string | null) {
  return useApiQuery(
    token ? bookingCancelKeys.info(token) : null,
    getCancelInfo,
    token ? { query: { token } } : null,
  );
}
