import type { Database } from '../../db/client';
import { DashboardReports } from '../../read-models';
import { ReportService } from './service';

/** The dashboard's reports, over the read model that reads across the modules' tables. */
export function buildReports({ db, now }: { db: Database; now: () => Date }) {
  return { reports: new ReportService(new DashboardReports(db), now) };
}
