import { checkIn, getCheckinUsers } from '@salon/api/check-in/endpoints';
import type { Attendance } from '@salon/api/check-in/schemas';
import type { ContractRouter } from '../../http/contract-route';
import type { AttendanceService } from './service';

/** What the kiosk tells the client: the visit they checked in for, when there is one. */
export function welcomeOf(record: Attendance, already: boolean): string {
  const name = record.user.name;
  if (already) return `${name}, you are already checked in. Please take a seat.`;
  if (record.appointment && record.stylist) {
    return `Welcome, ${name}! You are checked in; ${record.stylist.name} will be with you soon.`;
  }
  return `Welcome, ${name}! You are checked in.`;
}

export function attendanceRoutes(route: ContractRouter, attendance: AttendanceService): void {
  route(getCheckinUsers, async ({ viewer, query }) => ({
    data: await attendance.checkinUsers(viewer, query),
  }));

  route(checkIn, async ({ viewer, body }) => {
    const { record, already } = await attendance.checkIn(viewer, body);
    return { data: record, message: welcomeOf(record, already) };
  });
}
