import type { PermissionTable } from '../shared/permissions';

/** Calendars, slots and business hours; a stylist manages only their own calendar (checked by the server). */
export const CALENDAR_PERMISSIONS = {
  'calendar.manage': ['salon', 'stylist', 'manager', 'superadmin'],
  /** Any stylist's calendar of the salon; a stylist manages their own only. */
  'calendar.manageOthers': ['salon', 'manager', 'superadmin'],
} as const satisfies PermissionTable;
