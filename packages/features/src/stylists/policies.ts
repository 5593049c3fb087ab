import type { Role } from '@salon/api/shared/schemas';

const MANAGERS: readonly Role[] = ['salon', 'manager', 'superadmin'];

/** Roles that may open /stylist; others are sent to `/`. */
export const STYLISTS_PAGE_ROLES: readonly Role[] = ['salon', 'manager', 'admin', 'superadmin'];

/**
 * What the Stylist page offers each role (spec 1 §6): add, edit, settings, reset, delete and the Active
 * column for salon, manager and superadmin; View Availabilities for the salon owner only; the admin
 * reads every salon's stylists (with their salon named).
 */
export function stylistsCapabilities(role: Role) {
  const manages = MANAGERS.includes(role);
  return {
    add: manages,
    edit: manages,
    settings: manages,
    resetPassword: manages,
    delete: manages,
    toggleActive: manages,
    viewAvailability: role === 'salon',
    viewSalon: role === 'admin',
  };
}
