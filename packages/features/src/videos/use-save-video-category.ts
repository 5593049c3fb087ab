import { createVideoCategory } from '@salon/api/videos/endpoints';
import type { CreateCategoryBody } from '@salon/api/videos/schemas';
import { useMessageMutation } from '../core';
import { videosKeys } from './keys';

/** `POST /video/create-category` (with `categoryID` it renames); resolves with the message. */
export function useSaveVideoCategory() {
  return useMessageMutation(videosKeys.saveCategory, (api, arg: CreateCategoryBody) =>
    api(createVideoCategory, { body: arg }),
  );
}
