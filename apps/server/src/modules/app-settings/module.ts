import type { Database } from '../../db/client';
import type { FileStorage } from '../../storage/file-storage';
import type { SalonReads } from '../salons';
import { AppSettingRepository } from './repository';
import { AppSettingService } from './service';

/** The app-settings module. */
export function buildAppSettings({
  db,
  salons,
  storage,
}: {
  db: Database;
  salons: SalonReads;
  storage: FileStorage;
}) {
  return { appSettings: new AppSettingService({ settings: new AppSettingRepository(db), salons, storage }) };
}
