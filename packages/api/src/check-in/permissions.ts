import type { PermissionTable } from '../shared/permissions';

/** Check-in and the attendance list. */
export const ATTENDANCE_PERMISSIONS = {
  'attendance.checkIn': ['superadmin', 'salon', 'manager'],
} as const satisfies PermissionTable;
