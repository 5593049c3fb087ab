import { ALL, type Matrix } from './types';

/* The payout account: the owner's own salon only; the salon comes from the session (no other salon). */
const OWNER = ALL(403, { salon: 200 });
const PUBLIC = ALL(200, { anonymous: 200 });

export const payoutsMatrix: Matrix = {
  'GET /payouts/account': { request: () => ({ url: '/payouts/account' }), own: OWNER },
  'POST /payouts/onboarding': { request: () => ({ url: '/payouts/onboarding' }), own: OWNER },
  // The site's shop: anyone, signed in or not, for any enabled salon.
  'GET /payouts/shop': {
    request: (scope) => ({ url: `/payouts/shop?name=${scope === 'own' ? 'demo-salon' : 'second-salon'}` }),
    own: PUBLIC,
    other: PUBLIC,
  },
};
