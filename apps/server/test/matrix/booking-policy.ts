import { ALL, type Matrix } from './types';

/**
 * The salon comes from the session (no salon is named), so there is no `other` scope: the owner, its
 * managers and the superadmin (in its current salon) read and change the cancellation policy; no one else.
 */
const EDITORS = ALL(403, { superadmin: 200, salon: 200, manager: 200 });

export const bookingPolicyMatrix: Matrix = {
  'GET /booking-policy/get': {
    request: () => ({ url: '/booking-policy/get' }),
    own: EDITORS,
  },
  'POST /booking-policy/update': {
    request: () => ({ url: '/booking-policy/update', payload: { cutoffMinutes: 15 } }),
    own: EDITORS,
  },
  'GET /booking-settings/time-zone': {
    request: () => ({ url: '/booking-settings/time-zone' }),
    own: EDITORS,
  },
  // To the zone the demo salon has: the rest of the matrix keeps its clock.
  'POST /booking-settings/time-zone': {
    request: () => ({ url: '/booking-settings/time-zone', payload: { timeZone: 'America/New_York' } }),
    own: EDITORS,
  },
};
