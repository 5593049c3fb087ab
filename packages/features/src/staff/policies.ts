import { can, rolesFor } from '@salon/api/permissions';
import type { Role } from '@salon/api/shared/schemas';

/** Roles that may open /salon-role-manger (spec 1 §6); others are sent to `/`. */
export const STAFF_PAGE_ROLES: readonly Role[] = rolesFor('staff.manage');

/**
 * What the Salon Staff page offers each role: everything for its three roles; the admin also sees and
 * picks the salon, and alone may flip a superadmin row's Active switch (the server refuses others).
 * Edit, change password and delete are hidden on superadmin rows for everyone.
 */
export function staffCapabilities(role: Role) {
  const manages = can(role, 'staff.manage');
  return {
    add: manages,
    edit: manages,
    changePassword: manages,
    delete: manages,
    toggleActive: manages,
    viewSalon: can(role, 'staff.allSalons'),
    pickSalon: can(role, 'staff.allSalons'),
    toggleSuperadmins: can(role, 'staff.manageSuperadmins'),
  };
}
