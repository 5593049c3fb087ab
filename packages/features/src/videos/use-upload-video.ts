import type { Role } from '@salon/api/shared/schemas';
import { addVideo } from '@salon/api/videos/endpoints';
import { useMessageMutation } from '../core';
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
  return useMessageMutation(videosKeys.upload, (api, { video, onProgress, ...fields }: VideoUpload) =>
    api(addVideo, { body: fields, files: { video }, onUploadProgress: onProgress }),
  );
}
