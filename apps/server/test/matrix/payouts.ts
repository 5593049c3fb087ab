import { ALL, type Matrix } from './types';

/* The payout account: the owner's own salon only; the salon comes from the session (no other salon). */
const OWNER = ALL(403, { salon: 200 });

export const payoutsMatrix: Matrix = {
  'GET /payouts/account': { request: () => ({ url: '/payouts/account' }), own: OWNER },
  'POST /payouts/onboarding': { request: () => ({ url: '/payouts/onboarding' }), own: OWNER },
};
