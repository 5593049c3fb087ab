import { can, rolesFor } from '@salon/api/permissions';
import type { Role } from '@salon/api/shared/schemas';

/** Only the platform admin opens /salon (spec 1 §6); others are sent to `/`. */
export const SALONS_PAGE_ROLES: readonly Role[] = rolesFor('salons.manage');

/**
 * Who may cancel a salon's subscription: the admin for any salon (the list's status column) and the
 * salon owner for their own (My Profile).
 */
export function canCancelSubscription(role: Role) {
  return can(role, 'salons.cancelSubscription');
}
