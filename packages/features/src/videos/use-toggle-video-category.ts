import { enableDisableVideoCategory } from '@salon/api/videos/endpoints';
import { useMessageMutation } from '../core';
import { videosKeys } from './keys';

/** `PATCH /video/enable-disable-category`; resolves with the message. */
export function useToggleVideoCategory() {
  return useMessageMutation(videosKeys.toggleCategory, (api, arg: { id: string; enable: boolean }) =>
    api(enableDisableVideoCategory, { query: { categoryId: arg.id }, body: { enable: arg.enable } }),
  );
}
