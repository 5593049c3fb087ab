import type { Database } from '../../db/client';
import type { FileStorage } from '../../storage/file-storage';
import { VideoRepository } from './repository';
import { VideoService } from './service';

/** The videos module. */
export function buildVideos({ db, storage }: { db: Database; storage: FileStorage }) {
  return { videos: new VideoService(new VideoRepository(db), storage) };
}
