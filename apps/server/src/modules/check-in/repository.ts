import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attendance, type AttendanceRow } from '../../db/schema';

export interface NewAttendance {
  salonId: string;
  userId: string;
  stylistId: string | null;
  appointmentId: string | null;
}

/** Check-ins; every row carries the salon it happened at. */
export class AttendanceRepository {
  constructor(private readonly db: Database) {}

  async record(row: NewAttendance): Promise<AttendanceRow> {
    const [created] = await this.db.insert(attendance).values(row).returning();
    if (!created) throw new Error('Insert returned no row');
    return created;
  }

  /** The check-in already recorded for a visit, if any. */
  async findForAppointment(salonId: string, appointmentId: string): Promise<AttendanceRow | undefined> {
    const [row] = await this.db
      .select()
      .from(attendance)
      .where(and(eq(attendance.salonId, salonId), eq(attendance.appointmentId, appointmentId)))
      .orderBy(desc(attendance.checkedInAt))
      .limit(1);
    return row;
  }
}
