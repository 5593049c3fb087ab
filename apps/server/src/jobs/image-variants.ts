import type { ImageVariants } from '../storage/image-variants';
import type { PeriodicJobLogger } from './periodic-job';

/** Where stored photos are named: each answers the storage keys of its rows' images. */
export type ImageKeySource = () => Promise<string[]>;

/**
 * Makes the missing responsive copies of every photo the `sources` name (files uploaded before the
 * variants existed, or whose upload failed to make them). Idempotent: photos that have theirs are
 * skipped, so it runs at every start, on the local folder and on the bucket alike. Returns how many
 * photos got their copies.
 */
export async function backfillImageVariants(
  variants: ImageVariants,
  sources: readonly ImageKeySource[],
  stopped?: () => boolean,
): Promise<number> {
  const keys = (await Promise.all(sources.map((source) => source()))).flat();
  return variants.backfill(keys, stopped);
}

/**
 * The backfill once, in the background after the server starts (sharp's work stays off the start).
 * Returns the function that stops it after the photo in progress, for the server's close.
 */
export function startImageVariantsBackfill(
  variants: ImageVariants,
  sources: readonly ImageKeySource[],
  logger: PeriodicJobLogger,
): () => Promise<void> {
  let stopping = false;
  const run = backfillImageVariants(variants, sources, () => stopping).then(
    (made) => {
      if (made > 0) logger.info(`Image variants: made for ${made} photos`);
    },
    (error: unknown) => logger.error({ err: error }, 'Image variants: the backfill failed'),
  );
  return () => {
    stopping = true;
    return run;
  };
}
