import { can, rolesFor } from '@salon/api/permissions';
import type { Role } from '@salon/api/shared/schemas';

/** Spec 2 §6: products and product categories belong to salon, manager and superadmin. */
export const PRODUCT_ROLES: readonly Role[] = rolesFor('products.manage');

/** What the product screens offer a role (the server reads the same table). */
export function productCapabilities(role: Role) {
  const manages = can(role, 'products.manage');
  return { add: manages, edit: manages, delete: manages, toggle: manages, addStock: manages };
}

export type ProductCapabilitySet = ReturnType<typeof productCapabilities>;
