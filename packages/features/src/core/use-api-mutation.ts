import type { ApiClient, ApiResult } from '@salon/api/client';
import type { ApiError } from '@salon/api/errors';
import type { Key } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApi } from './FeaturesProvider';

/**
 * A write through the api client under its SWR mutation key: `trigger(arg)` runs `call(api, arg)` and
 * resolves with what it returns (the envelope or its `data`). Without an argument, `trigger()`.
 */
export function useApiMutation<Data, Arg = never>(
  key: Key,
  call: (api: ApiClient, arg: Arg) => Promise<Data>,
) {
  const api = useApi();
  return useSWRMutation<Data, ApiError, Key, Arg>(key, (_key: unknown, { arg }: { arg: Arg }) =>
    call(api, arg),
  );
}

/** A write whose caller only shows the server's message (in a toast): `trigger(arg)` resolves with it. */
export function useMessageMutation<Arg = never>(
  key: Key,
  call: (api: ApiClient, arg: Arg) => Promise<ApiResult<unknown>>,
) {
  return useApiMutation(key, async (api, arg: Arg) => (await call(api, arg)).message);
}
