import type { ApiError } from '@salon/api/errors';
import { deleteVideoCategory } from '@salon/api/videos/endpoints';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { videosKeys } from './keys';

/** `DELETE /video/delete-category`; a category that videos use fails with 409 and its message. */
export function useDeleteVideoCategory() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof videosKeys.deleteCategory, string>(
    videosKeys.deleteCategory,
    async (_key, { arg }) => (await api(deleteVideoCategory, { query: { categoryId: arg } })).message,
  );
}
