import { enableDisableVideo } from '@salon/api/videos/endpoints';
import { useMessageMutation } from '../core';
import { videosKeys } from './keys';

/** `PATCH /video/enable-disable-video`; resolves with the message. */
export function useToggleVideo() {
  return useMessageMutation(videosKeys.toggle, (api, arg: { id: string; enable: boolean }) =>
    api(enableDisableVideo, { query: { videoID: arg.id }, body: { enable: arg.enable } }),
  );
}
