import { getCancelInfo } from '@salon/api/booking/endpoints';
import type { CancelInfo } from '@salon/api/booking/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWR from 'swr';
import { useApi } from '../core';
import { bookingCancelKeys } from './keys';

/** The booking a cancel link names (no token header: the link is the credential). */
export function useCancelInfo(token: string | null) {
  const api = useApi();
  return useSWR<CancelInfo, ApiError>(token ? bookingCancelKeys.info(token) : null, async () => {
    const { data } = await api(getCancelInfo, { query: { token: token! } });
    return data;
  });
}
