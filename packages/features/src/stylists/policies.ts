import { can, rolesFor } from '@salon/api/permissions';
import type { Role } from '@salon/api/shared/schemas';

/** Roles that may open /stylist; others are sent to `/`. */
export const STYLISTS_PAGE_ROLES: readonly Role[] = rolesFor('stylists.list');

/**
 * What the Stylist page offers each role (spec 1 §6): add, edit, settings, reset, delete and the Active
 * column for salon, manager and superadmin; View Availabilities for the salon owner only; the admin
 * reads every salon's stylists (with their salon named).
 */
export function stylistsCapabilities(role: Role) {
  const manages = can(role, 'stylists.manage');
  return {
    add: manages,
    edit: manages,
    settings: manages,
    resetPassword: manages,
    delete: manages,
    toggleActive: manages,
    viewAvailability: can(role, 'stylists.viewAvailability'),
    viewSalon: can(role, 'stylists.allSalons'),
  };
}
