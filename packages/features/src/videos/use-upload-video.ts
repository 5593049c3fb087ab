import type { ApiError } from '@salon/api/errors';
import type { Role } from '@salon/api/shared/schemas';
import { addVideo } from '@salon/api/videos/endpoints';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { videosKeys } from './keys';

export interface VideoUpload {
  videoTitle: string;
  videoDescription: string;
  videoCategory: string;
  stylist: string;
  video: File;
  uploadedBy: Role;
  salon?: string;
  /** 0 to 1 as the file goes up. */
  onProgress?: (fraction: number) => void;
}

/** Multipart `POST /video/add-video` with upload progress; resolves with the server's message. */
export function useUploadVideo() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof videosKeys.upload, VideoUpload>(
    videosKeys.upload,
    async (_key, { arg: { video, onProgress, ...fields } }) =>
      (await api(addVideo, { body: fields, files: { video }, onUploadProgress: onProgress })).message,
  );
}
