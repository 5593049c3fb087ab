import { getAppVersions } from '@salon/api/app-versions/endpoints';
import type { AppVersion, AppVersionListQuery } from '@salon/api/app-versions/schemas';
import type { ApiError } from '@salon/api/errors';
import type { Paged } from '@salon/api/shared/schemas';
import useSWR from 'swr';
import { useApi } from '../core';
import { appVersionsKeys } from './keys';

/** One page of a salon's app versions, searched on the server; waits until a salon is chosen. */
export function useAppVersions(query: AppVersionListQuery | null) {
  const api = useApi();
  return useSWR<Paged<AppVersion>, ApiError>(
    query ? appVersionsKeys.list(query) : null,
    async () => (await api(getAppVersions, { query: query! })).data,
    { keepPreviousData: true },
  );
}
