import type { Database } from '../../db/client';
import type { SalonReads } from '../salons';
import { AppVersionRepository } from './repository';
import { AppVersionService } from './service';

/** What the website reads of a salon's app versions. */
export type AppVersionReads = Pick<AppVersionRepository, 'newestEnabled'>;

/** The app-versions module. */
export function buildAppVersions({ db, salons }: { db: Database; salons: SalonReads }) {
  const rows = new AppVersionRepository(db);
  return { appVersions: new AppVersionService(rows, salons), appVersionReads: rows as AppVersionReads };
}
