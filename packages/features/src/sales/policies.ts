import { can, rolesFor } from '@salon/api/permissions';
import type { Role } from '@salon/api/shared/schemas';

/** The sales list and a sale's page: the owner, the manager and (their own sales) the stylist. */
export const SALES_ROLES: readonly Role[] = rolesFor('sales.view');
/** A new walk-in sale: the roles that check out. */
export const CHECKOUT_ROLES: readonly Role[] = rolesFor('sales.checkout');

/** What the desk's screens offer a role (the server's `authorize` reads the same table). */
export function salesCapabilities(role: Role) {
  const checkout = can(role, 'sales.checkout');
  return {
    /** Start a sale, change its lines and take payments. */
    checkout,
    /** Change a line's price, with a reason (issue 33: the owner and the manager only). */
    changePrice: checkout,
    /** Set the salon's taxes and tip presets. */
    settings: can(role, 'sales.settings'),
    /** The list holds the viewer's own sales only. */
    ownOnly: can(role, 'sales.view') && !checkout,
  };
}

export type SalesCapabilitySet = ReturnType<typeof salesCapabilities>;
