import { can, rolesFor } from '@salon/api/permissions';
import type { Role } from '@salon/api/shared/schemas';

/** The cash drawer's page: the owner and the manager (the server's `authorize` reads the same table). */
export const CASH_DRAWER_ROLES: readonly Role[] = rolesFor('cashDrawer.manage');

/** What the drawer's page offers a role. */
export function cashDrawerCapabilities(role: Role) {
  return {
    /** Open the drawer, move cash and cash up. */
    manage: can(role, 'cashDrawer.manage'),
  };
}
