import type { ApiError } from '@salon/api/errors';
import { deleteVideo } from '@salon/api/videos/endpoints';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { videosKeys } from './keys';

/** `DELETE /video/delete-video` (the server removes the file too); resolves with the message. */
export function useDeleteVideo() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof videosKeys.delete, string>(
    videosKeys.delete,
    async (_key, { arg }) => (await api(deleteVideo, { query: { videoID: arg } })).message,
  );
}
