import type { ApiError } from '@salon/api/errors';
import type { Paged, PagedQuery } from '@salon/api/shared/schemas';
import { getVideoCategories } from '@salon/api/videos/endpoints';
import type { VideoCategory } from '@salon/api/videos/schemas';
import useSWR from 'swr';
import { useApi } from '../core';
import { videosKeys } from './keys';

/** One page of video categories, searched on the server; `null` skips the call. */
export function useVideoCategories(query: PagedQuery | null) {
  const api = useApi();
  return useSWR<Paged<VideoCategory>, ApiError>(
    query ? videosKeys.categories(query) : null,
    async () =>
      query ? (await api(getVideoCategories, { query })).data : Promise.reject(new Error('No query')),
    { keepPreviousData: true },
  );
}
