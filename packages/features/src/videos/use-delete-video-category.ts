import { deleteVideoCategory } from '@salon/api/videos/endpoints';
import { useMessageMutation } from '../core';
import { videosKeys } from './keys';

/** `DELETE /video/delete-category`; a category that videos use fails with 409 and its message. */
export function useDeleteVideoCategory() {
  return useMessageMutation(videosKeys.deleteCategory, (api, arg: string) =>
    api(deleteVideoCategory, { query: { categoryId: arg } }),
  );
}
