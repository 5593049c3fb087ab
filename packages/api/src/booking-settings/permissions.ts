import type { PermissionTable } from '../shared/permissions';

/**
 * A salon's cancellation policy: read and changed by its owner and managers (and the superadmin in it),
 * as the other booking settings (the reminder choices) are.
 */
export const BOOKING_POLICY_PERMISSIONS = {
  'booking-policy.settings': ['superadmin', 'salon', 'manager'],
} as const satisfies PermissionTable;
