import { createReadStream } from 'node:fs';
import type { UploadedFile } from '../http/uploads';
import type { FileStorage } from './file-storage';

/** Photos and logos kept by URL in their rows (`photo` columns): stored on upload, removed with the row. */
export class ImageStore {
  constructor(private readonly storage: FileStorage) {}

  /** Stores an uploaded image and returns its public URL. */
  async store(file: UploadedFile): Promise<string> {
    const stored = await this.storage.put(createReadStream(file.path), { extension: file.extension });
    return this.storage.urlOf(stored.key);
  }

  /**
   * Deletes a stored image by the URL `store` returned. Keys are flat `<uuid>.<ext>` names, so the key is
   * the URL's last segment for the local folder and a bucket alike; never throws (a missing file must not
   * fail the request that replaced or deleted its record).
   */
  async remove(url: string | null | undefined): Promise<void> {
    if (!url) return;
    const key = url.split('?')[0]!.split('/').pop();
    if (!key) return;
    try {
      await this.storage.delete(key);
    } catch {
      // Left behind: a file no row names only takes space (nothing sweeps such files).
    }
  }
}
