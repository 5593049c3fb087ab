import type { Database } from '../../db/client';
import type { PushDevices } from '../../notifications/push-worker';
import { DeviceRepository } from './repository';
import { DeviceService } from './service';

/** The devices module: the app users' push tokens, which the push worker reads and prunes. */
export function buildDevices({ db }: { db: Database }) {
  const rows = new DeviceRepository(db);
  return { devices: new DeviceService(rows), pushDevices: rows as PushDevices };
}
