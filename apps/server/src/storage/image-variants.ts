import type { Readable } from 'node:stream';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../db/client';
import { imageVariants, type ImageVariant } from '../db/schema';
import type { FileStorage } from './file-storage';

/** The widths (CSS pixels × density) browsers pick from: a phone, a phone at 2×/a tablet, a desktop. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

/** Extensions of stored files that get variants: photos. GIFs may be animated, videos are not images. */
const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'webp']);

/** What a page needs to render an image without a shift: its size and the variants for `srcset`. */
export interface ResponsiveImageInfo {
  width: number;
  height: number;
  variants: ImageVariant[];
}

const keyOf = (urlOrKey: string) => urlOrKey.split('?')[0]!.split('/').pop() ?? '';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The responsive copies of uploaded images: for a stored photo, WebP variants in the widths of
 * `VARIANT_WIDTHS` no wider than the original (and the original's own width when it is narrower than
 * the widest), made with sharp and stored beside it in the same `FileStorage` (the local folder or the
 * bucket), and its width and height, in `image_variants`. `make` is idempotent: a key that has its
 * variants is left as it is, so the backfill can run at every start.
 */
export class ImageVariants {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
  ) {}

  /** Whether the stored file `key` is a photo that gets variants. */
  static handles(key: string): boolean {
    return IMAGE_EXTENSIONS.has(key.slice(key.lastIndexOf('.') + 1).toLowerCase());
  }

  /**
   * Makes the variants of the stored image `key` (a key or its URL) unless it has them; returns its
   * size and variants, or null for a file that is no photo, is missing or cannot be decoded.
   */
  async make(urlOrKey: string): Promise<ResponsiveImageInfo | null> {
    const key = keyOf(urlOrKey);
    if (!ImageVariants.handles(key)) return null;
    const known = (await this.find([key])).get(key);
    if (known) return known;
    const stream = await this.storage.get(key);
    if (!stream) return null;
    const original = await bytesOf(stream);
    let width: number;
    let height: number;
    try {
      // `autoOrient` applies a photo's EXIF rotation, so the size is the one the browser shows.
      const meta = await sharp(original).autoOrient().metadata();
      width = meta.autoOrient?.width ?? meta.width;
      height = meta.autoOrient?.height ?? meta.height;
    } catch {
      return null;
    }
    const widths = [...new Set([...VARIANT_WIDTHS.filter((w) => w < width), Math.min(width, 1600)])];
    const variants: ImageVariant[] = [];
    for (const target of widths) {
      const { data, info } = await sharp(original)
        .autoOrient()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 78, effort: 4 })
        .toBuffer({ resolveWithObject: true });
      const stored = await this.storage.put(data, { extension: 'webp' });
      variants.push({ key: stored.key, width: info.width, height: info.height });
    }
    const [inserted] = await this.db
      .insert(imageVariants)
      .values({ key, width, height, variants })
      .onConflictDoNothing()
      .returning();
    if (!inserted) {
      // Another instance (or a concurrent backfill) made them first: keep theirs.
      await Promise.all(variants.map((v) => this.storage.delete(v.key).catch(() => undefined)));
      return (await this.find([key])).get(key) ?? null;
    }
    return { width, height, variants };
  }

  /** The size and variants of each of `keys` (keys or URLs) that has them, by key. */
  async find(urlsOrKeys: readonly string[]): Promise<Map<string, ResponsiveImageInfo>> {
    const keys = [...new Set(urlsOrKeys.map(keyOf).filter(Boolean))];
    if (keys.length === 0) return new Map();
    const rows = await this.db.select().from(imageVariants).where(inArray(imageVariants.key, keys));
    return new Map(
      rows.map((row) => [row.key, { width: row.width, height: row.height, variants: row.variants }]),
    );
  }

  /** Deletes the variants of `key` (a key or URL) with their record; never throws. */
  async remove(urlOrKey: string): Promise<void> {
    const key = keyOf(urlOrKey);
    try {
      const [row] = await this.db
        .delete(imageVariants)
        .where(inArray(imageVariants.key, [key]))
        .returning();
      await Promise.all((row?.variants ?? []).map((v) => this.storage.delete(v.key).catch(() => undefined)));
    } catch {
      // Left behind: harmless.
    }
  }

  /**
   * Makes the variants of every key of `keys` that lacks them, one at a time (sharp's work stays off the
   * requests' way); a file that fails is skipped; stops between two photos once `stopped()` says so.
   * Returns how many were made.
   */
  async backfill(keys: Iterable<string>, stopped: () => boolean = () => false): Promise<number> {
    let made = 0;
    const unique = [...new Set([...keys].map(keyOf))].filter((key) => ImageVariants.handles(key));
    const known = await this.find(unique);
    for (const key of unique) {
      if (stopped()) break;
      if (known.has(key)) continue;
      try {
        if (await this.make(key)) made++;
      } catch {
        // A file the storage cannot read now: tried again at the next start.
      }
    }
    return made;
  }

  /** The `srcset` of an image's variants under the storage's URLs: `url 480w, url 960w`. */
  srcsetOf(info: ResponsiveImageInfo): string {
    return info.variants.map((v) => `${this.storage.urlOf(v.key)} ${v.width}w`).join(', ');
  }
}
