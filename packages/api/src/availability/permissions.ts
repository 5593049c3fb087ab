import type { PermissionTable } from '../shared/permissions';

/** Calendars, slots and business hours; a stylist manages only their own calendar (checked by the server). */
export const CALENDAR_PERMISSIONS = {
  'calendar.manage': ['salon', 'stylist', 'manager', 'superadmin'],
  /** Any stylist's calendar of the salon; a stylist manages their own only. */
  'calendar.manageOthers': ['salon', 'manager', 'superadmin'],
  /** Mark a visit a no-show and charge its fee (a stylist may not charge a client). */
  'calendar.chargeFees': ['salon', 'manager', 'superadmin'],
  /** A customer's own visits at their salon (My appointments). */
  'visits.own': ['user'],
} as const satisfies PermissionTable;
