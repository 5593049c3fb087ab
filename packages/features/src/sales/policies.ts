import { can, rolesFor } from '@salon/api/permissions';
import type { Role } from '@salon/api/shared/schemas';

/** The sales list and a sale's page: the owner, the manager and (their own sales) the stylist. */
export const SALES_ROLES: readonly Role[] = rolesFor('sales.view');
/** A new walk-in sale: the roles that check out. */
export const CHECKOUT_ROLES: readonly Role[] = rolesFor('sales.checkout');
/** The sales report: the owner, the manager and (their own figures) the stylist. */
export const REPORT_ROLES: readonly Role[] = rolesFor('sales.reports');

/** What the desk's screens offer a role (the server's `authorize` reads the same table). */
export function salesCapabilities(role: Role) {
  const checkout = can(role, 'sales.checkout');
  return {
    /** Start a sale, change its lines and take payments. */
    checkout,
    /** Change a line's price, with a reason (the owner and the manager only). */
    changePrice: checkout,
    /** Set the salon's taxes and tip presets. */
    settings: can(role, 'sales.settings'),
    /** Give back a paid sale's lines and tip. */
    refund: can(role, 'sales.refund'),
    /** Give up an open sale no desk payment was taken for: the roles that check out. */
    void: checkout,
    /** The sales report (a stylist's own figures). */
    reports: can(role, 'sales.reports'),
    /** Export the report's days as the sales CSV. */
    exportReport: can(role, 'sales.reports') && can(role, 'exports.download'),
    /** The list holds the viewer's own sales only. */
    ownOnly: can(role, 'sales.view') && !checkout,
  };
}

export type SalesCapabilitySet = ReturnType<typeof salesCapabilities>;
