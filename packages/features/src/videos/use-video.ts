import { getVideoById } from '@salon/api/videos/endpoints';
import { useApiQuery } from '../core';
import { videosKeys } from './keys';

/** One video; reading it counts no view (see `useCountVideoView`). */
export function useVideo(id: string | undefined) {
  return useApiQuery(id ? videosKeys.detail(id) : null, getVideoById, id ? { query: { videoID: id } } : null);
}
