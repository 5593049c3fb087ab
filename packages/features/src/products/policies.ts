import type { Role } from '@salon/api/shared/schemas';

/** Spec 2 §6: products and product categories belong to salon, manager and superadmin. */
export const PRODUCT_ROLES: readonly Role[] = ['salon', 'manager', 'superadmin'];

/** What the product screens offer a role (the server checks the same roles). */
export function productCapabilities(role: Role) {
  const manages = PRODUCT_ROLES.includes(role);
  return { add: manages, edit: manages, delete: manages, toggle: manages, addStock: manages };
}

export type ProductCapabilitySet = ReturnType<typeof productCapabilities>;
