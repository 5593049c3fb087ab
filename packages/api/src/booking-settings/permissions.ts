import type { PermissionTable } from '../shared/permissions';

/**
 * A salon's cancellation policy: read and changed by its owner and managers (and the superadmin in it),
 * as the other booking settings (the reminder choices) are.
 */
export const BOOKING_POLICY_PERMISSIONS = {
  'booking-policy.settings': ['superadmin', 'salon', 'manager'],
  // The salon's time zone: what every booking setting is counted in, so the same editors.
  'booking-settings.timeZone': ['superadmin', 'salon', 'manager'],
} as const satisfies PermissionTable;
