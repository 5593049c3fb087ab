import { getVideoStylists } from '@salon/api/videos/endpoints';
import { useApiQuery } from '../core';
import { videosKeys } from './keys';

/** The salon's enabled stylists for the upload form. */
export function useVideoStylists(enabled: boolean) {
  return useApiQuery(enabled ? videosKeys.stylists : null, getVideoStylists);
}
