import type { PermissionTable } from '../shared/permissions';

/** Calendar subscription addresses: a stylist's own calendar, the owner's and manager's whole salon. */
export const CALENDAR_FEED_PERMISSIONS = {
  'calendarFeed.own': ['salon', 'manager', 'stylist'],
  /** The feed holds every stylist's appointments, not only the viewer's. */
  'calendarFeed.wholeSalon': ['salon', 'manager'],
} as const satisfies PermissionTable;
