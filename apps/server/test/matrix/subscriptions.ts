import type { Matrix } from './types';
import { ALL } from './types';

/** The owner's own subscription: only the salon role (the admin cancels from the Salon list). */
export const subscriptionsMatrix: Matrix = {
  'GET /plan/get-subscription-detail': {
    request: () => ({ url: '/plan/get-subscription-detail' }),
    own: ALL(403, { salon: 200 }),
  },
  'POST /plan/renew-subscription': {
    request: () => ({ url: '/plan/renew-subscription' }),
    own: ALL(403, { salon: 200 }),
  },
  // The owner's own salon's payments: the salon is the session's, never a parameter.
  'GET /plan/billing-history': {
    request: () => ({ url: '/plan/billing-history' }),
    own: ALL(403, { salon: 200 }),
  },
  'GET /plan/payment-config': {
    request: () => ({ url: '/plan/payment-config' }),
    own: ALL(200, { anonymous: 200 }),
  },
};
