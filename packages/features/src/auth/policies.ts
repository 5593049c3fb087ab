import { can } from '@salon/api/permissions';
import type { Role } from '@salon/api/shared/schemas';

/** Message under the password field when a client signs in here instead of the mobile app. */
export const CLIENT_SIGN_IN_REFUSED = 'Clients sign in on the mobile app';
/**
 * Message under the password field when a partner company signs in: the spec gives the company role no
 * dashboard screen (its page and reports belong to the salon), so it is refused as clients are.
 */
export const COMPANY_SIGN_IN_REFUSED = 'Company accounts have no access to the dashboard';

/** The message each role the table keeps out of the dashboard is shown (clients' by default). */
const REFUSALS: Partial<Record<Role, string>> = { company: COMPANY_SIGN_IN_REFUSED };

/**
 * Why a role may not use the dashboard, or null when it may (`dashboard.signIn` of the permission
 * table): clients and companies are refused.
 */
export function dashboardRefusal(role: Role): string | null {
  if (can(role, 'dashboard.signIn')) return null;
  return REFUSALS[role] ?? CLIENT_SIGN_IN_REFUSED;
}

/** Every role the permission table lets sign in to the dashboard (all but clients and companies). */
export function canSignInToDashboard(role: Role): boolean {
  return dashboardRefusal(role) === null;
}
