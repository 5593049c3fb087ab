import type { Database } from '../../db/client';
import { exportReads } from '../../read-models';
import { ExportsService } from './service';

/** The CSV exports, over the read models that read across the modules' tables. */
export function buildExports({ db }: { db: Database }) {
  return { exports: new ExportsService(exportReads(db)) };
}
