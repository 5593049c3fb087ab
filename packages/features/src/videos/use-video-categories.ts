import type { PagedQuery } from '@salon/api/shared/schemas';
import { getVideoCategories } from '@salon/api/videos/endpoints';
import { useApiQuery } from '../core';
import { videosKeys } from './keys';

/** One page of video categories, searched on the server; `null` skips the call. */
export function useVideoCategories(query: PagedQuery | null) {
  return useApiQuery(query ? videosKeys.categories(query) : null, getVideoCategories, query && { query }, {
    keepPreviousData: true,
  });
}
