import type { PermissionTable } from '../shared/permissions';

/** The salon's payout account (Stripe Connect): its owner only, who is paid and signs Stripe's terms. */
export const PAYOUT_PERMISSIONS = {
  'payouts.manage': ['salon'],
} as const satisfies PermissionTable;
