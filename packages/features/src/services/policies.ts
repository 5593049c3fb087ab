import { can, rolesFor } from '@salon/api/permissions';
import type { Role } from '@salon/api/shared/schemas';

/** Spec 2 §6: services are managed by salon owners, managers and the superadmin; others go to /. */
export const SERVICES_ROLES: readonly Role[] = rolesFor('services.manage');

export function servicesCapabilities(role: Role) {
  const manages = can(role, 'services.manage');
  return { add: manages, edit: manages, toggle: manages, delete: manages, reorder: manages };
}
