import type { Database } from '../../db/client';
import { attendance, type AttendanceRow } from '../../db/schema';

export interface NewAttendance {
  salonId: string;
  userId: string;
  stylistId: string | null;
}

/** Check-ins; every row carries the salon it happened at. */
export class AttendanceRepository {
  constructor(private readonly db: Database) {}

  async record(row: NewAttendance): Promise<AttendanceRow> {
    const [created] = await this.db.insert(attendance).values(row).returning();
    if (!created) throw new Error('Insert returned no row');
    return created;
  }
}
