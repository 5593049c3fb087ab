import type { ApiError } from '@salon/api/errors';
import { enableDisableVideoCategory } from '@salon/api/videos/endpoints';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { videosKeys } from './keys';

/** `PATCH /video/enable-disable-category`; resolves with the message. */
export function useToggleVideoCategory() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof videosKeys.toggleCategory, { id: string; enable: boolean }>(
    videosKeys.toggleCategory,
    async (_key, { arg }) =>
      (await api(enableDisableVideoCategory, { query: { categoryId: arg.id }, body: { enable: arg.enable } }))
        .message,
  );
}
