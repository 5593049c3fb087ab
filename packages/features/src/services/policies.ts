import type { Role } from '@salon/api/shared/schemas';

/** Spec 2 §6: services are managed by salon owners, managers and the superadmin; others go to /. */
export const SERVICES_ROLES: readonly Role[] = ['salon', 'manager', 'superadmin'];

export function servicesCapabilities(role: Role) {
  const manages = SERVICES_ROLES.includes(role);
  return { add: manages, edit: manages, toggle: manages, delete: manages, reorder: manages };
}
