import { rolesFor } from '@salon/api/permissions';
import type { Role } from '@salon/api/shared/schemas';

/** Who sees and sets up the salon's payouts: its owner only. */
export const PAYOUT_ROLES: readonly Role[] = rolesFor('payouts.manage');
