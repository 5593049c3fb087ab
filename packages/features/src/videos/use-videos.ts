import type { PagedQuery } from '@salon/api/shared/schemas';
import { getVideosBySalon } from '@salon/api/videos/endpoints';
import { useApiQuery } from '../core';
import { videosKeys } from './keys';

/** One page of the salon's videos, searched on the server. */
export function useVideos(query: PagedQuery) {
  return useApiQuery(videosKeys.list(query), getVideosBySalon, { query }, { keepPreviousData: true });
}
