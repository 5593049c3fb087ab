import { getAppVersions } from '@salon/api/app-versions/endpoints';
import type { AppVersionListQuery } from '@salon/api/app-versions/schemas';
import { useApiQuery } from '../core';
import { appVersionsKeys } from './keys';

/** One page of a salon's app versions, searched on the server; waits until a salon is chosen. */
export function useAppVersions(query: AppVersionListQuery | null) {
  return useApiQuery(query ? appVersionsKeys.list(query) : null, getAppVersions, query && { query }, {
    keepPreviousData: true,
  });
}
