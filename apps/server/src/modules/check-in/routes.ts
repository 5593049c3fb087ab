import { checkIn, getCheckinUsers } from '@salon/api/check-in/endpoints';
import type { ContractRouter } from '../../http/contract-route';
import type { AttendanceService } from './service';

export function attendanceRoutes(route: ContractRouter, attendance: AttendanceService): void {
  route(getCheckinUsers, async ({ viewer, query }) => ({
    data: await attendance.checkinUsers(viewer, query),
  }));

  route(checkIn, async ({ viewer, body }) => {
    const record = await attendance.checkIn(viewer, body);
    return { data: record, message: `Welcome, ${record.user.name}! You are checked in.` };
  });
}
