import type { ApiError } from '@salon/api/errors';
import { createVideoCategory } from '@salon/api/videos/endpoints';
import type { CreateCategoryBody } from '@salon/api/videos/schemas';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { videosKeys } from './keys';

/** `POST /video/create-category` (with `categoryID` it renames); resolves with the message. */
export function useSaveVideoCategory() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof videosKeys.saveCategory, CreateCategoryBody>(
    videosKeys.saveCategory,
    async (_key, { arg }) => (await api(createVideoCategory, { body: arg })).message,
  );
}
