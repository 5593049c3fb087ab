import type { ApiError } from '@salon/api/errors';
import { getVideoById } from '@salon/api/videos/endpoints';
import type { Video } from '@salon/api/videos/schemas';
import useSWR from 'swr';
import { useApi } from '../core';
import { videosKeys } from './keys';

/** One video; reading it counts no view (see `useCountVideoView`). */
export function useVideo(id: string | undefined) {
  const api = useApi();
  return useSWR<Video, ApiError>(id ? videosKeys.detail(id) : null, async () =>
    id ? (await api(getVideoById, { query: { videoID: id } })).data : Promise.reject(new Error('No id')),
  );
}
