import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { FileStorage } from '../../storage/file-storage';
import type { ImageVariants } from '../../storage/image-variants';
import { WebsiteRepository } from './repository';
import { WebsiteService } from './service';

type WebsiteServiceDeps = ConstructorParameters<typeof WebsiteService>[0];

export type WebsiteDeps = Omit<WebsiteServiceDeps, 'website'> & {
  db: Database;
  storage: FileStorage;
  variants: ImageVariants;
  mailer: Mailer;
};

/** The website-settings module: a salon's public site and its Appearance editor. */
export function buildWebsite({ db, ...deps }: WebsiteDeps) {
  const rows = new WebsiteRepository(db);
  return {
    website: new WebsiteService({ website: rows, ...deps }),
    /** The banner's and logo's file keys, for the image-variants backfill. */
    imageKeys: () => rows.imageKeys(),
  };
}
