import type { Database } from '../../db/client';
import type { ClientReads } from '../clients';
import { AttendanceRepository } from './repository';
import { AttendanceService } from './service';

/** The check-in module: the attendance of a salon's clients. */
export function buildCheckIn({ db, clients }: { db: Database; clients: ClientReads }) {
  return { attendance: new AttendanceService(new AttendanceRepository(db), clients) };
}
