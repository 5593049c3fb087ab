import { rolesFor } from '@salon/api/permissions';
import type { Role } from '@salon/api/shared/schemas';

/** Who sees and changes the cancellation policy: the salon owner, managers and the superadmin. */
export const BOOKING_POLICY_ROLES: readonly Role[] = rolesFor('booking-policy.settings');
