import type { ApiError } from '@salon/api/errors';
import { getVideoStylists } from '@salon/api/videos/endpoints';
import type { PersonRef } from '@salon/api/videos/schemas';
import useSWR from 'swr';
import { useApi } from '../core';
import { videosKeys } from './keys';

/** The salon's enabled stylists for the upload form. */
export function useVideoStylists(enabled: boolean) {
  const api = useApi();
  return useSWR<PersonRef[], ApiError>(
    enabled ? videosKeys.stylists : null,
    async () => (await api(getVideoStylists)).data,
  );
}
