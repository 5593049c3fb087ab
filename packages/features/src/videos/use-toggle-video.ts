import type { ApiError } from '@salon/api/errors';
import { enableDisableVideo } from '@salon/api/videos/endpoints';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { videosKeys } from './keys';

/** `PATCH /video/enable-disable-video`; resolves with the message. */
export function useToggleVideo() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof videosKeys.toggle, { id: string; enable: boolean }>(
    videosKeys.toggle,
    async (_key, { arg }) =>
      (await api(enableDisableVideo, { query: { videoID: arg.id }, body: { enable: arg.enable } })).message,
  );
}
