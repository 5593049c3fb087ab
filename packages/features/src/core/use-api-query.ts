import type { CallInput } from '@salon/api/client';
import type { Endpoint } from '@salon/api/contract';
import type { ApiError } from '@salon/api/errors';
import useSWR, { type Key, type SWRConfiguration } from 'swr';
import { useApi } from './FeaturesProvider';

/**
 * A read through the api client under its SWR key: resolves with the endpoint's `data`, typed by the
 * endpoint. A null key asks nothing; `input` may be null exactly when the key is (SWR then never fetches).
 */
export function useApiQuery<P, Q, B, D>(
  key: Key,
  endpoint: Endpoint<P, Q, B, D>,
  input?: CallInput<P, Q, B> | null,
  options?: SWRConfiguration<D, ApiError>,
) {
  const api = useApi();
  return useSWR<D, ApiError>(
    key,
    async () => (input === null ? Promise.reject(new Error('No input')) : (await api(endpoint, input)).data),
    options,
  );
}
