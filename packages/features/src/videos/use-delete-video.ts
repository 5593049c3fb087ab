import { deleteVideo } from '@salon/api/videos/endpoints';
import { useMessageMutation } from '../core';
import { videosKeys } from './keys';

/** `DELETE /video/delete-video` (the server removes the file too); resolves with the message. */
export function useDeleteVideo() {
  return useMessageMutation(videosKeys.delete, (api, arg: string) =>
    api(deleteVideo, { query: { videoID: arg } }),
  );
}
