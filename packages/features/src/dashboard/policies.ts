import { can } from '@salon/api/permissions';
import type { Role } from '@salon/api/shared/schemas';

/** Who sees the dashboard (clients and companies are forced out of the back office). */
export const DASHBOARD_ROLES: readonly Role[] = ['admin', 'superadmin', 'salon', 'manager', 'stylist'];

export interface DashboardCapabilities {
  /** The platform view (totals, salons, subscriptions) rather than a salon's range view. */
  platform: boolean;
  /** The salon's stylist list (opens their sessions); a stylist sees only their own figures. */
  stylistList: boolean;
  /** The owner's first steps to a bookable site. */
  firstSteps: boolean;
}

export function dashboardCapabilities(role: Role): DashboardCapabilities {
  return {
    platform: can(role, 'reports.platform'),
    stylistList: can(role, 'stylists.manage'),
    firstSteps: can(role, 'firstSteps.view'),
  };
}
