import type { Database } from '../../db/client';
import type { Arrivals } from '../appointments';
import type { ClientReads } from '../clients';
import type { SalonReads } from '../salons';
import { AttendanceRepository } from './repository';
import { AttendanceService } from './service';

/** The check-in module: the attendance of a salon's clients, and their visits' arrival. */
export function buildCheckIn(deps: {
  db: Database;
  clients: ClientReads;
  arrivals: Arrivals;
  salons: SalonReads;
  now: () => Date;
}) {
  const { db, ...rest } = deps;
  return { attendance: new AttendanceService({ attendance: new AttendanceRepository(db), ...rest }) };
}
