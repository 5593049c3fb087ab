import type { ApiError } from '@salon/api/errors';
import type { Paged, PagedQuery } from '@salon/api/shared/schemas';
import { getVideosBySalon } from '@salon/api/videos/endpoints';
import type { Video } from '@salon/api/videos/schemas';
import useSWR from 'swr';
import { useApi } from '../core';
import { videosKeys } from './keys';

/** One page of the salon's videos, searched on the server. */
export function useVideos(query: PagedQuery) {
  const api = useApi();
  return useSWR<Paged<Video>, ApiError>(
    videosKeys.list(query),
    async () => (await api(getVideosBySalon, { query })).data,
    { keepPreviousData: true },
  );
}
