import { ALL, type Matrix } from './types';

/*
 * Exports: the owner's and manager's own salon (a superadmin inside the salon they chose); the salon comes
 * from the session. Calendar feeds: a stylist's own, the owner's and manager's whole salon. The feed file
 * is public by design: an address the server never signed answers 404 to anyone.
 */
const EXPORTERS = ALL(403, { salon: 200, manager: 200, superadmin: 200 });
const FEED_OWNERS = ALL(403, { salon: 200, manager: 200, stylist: 200 });
const UNSIGNED = `6f1c2b9e-3d4a-4c5b-8e7f-9a0b1c2d3e4f.${'A'.repeat(43)}.ics`;

export const exportsFeedsMatrix: Matrix = {
  'GET /exports/:file': { request: () => ({ url: '/exports/clients.csv' }), own: EXPORTERS },
  'GET /calendar-feed': { request: () => ({ url: '/calendar-feed' }), own: FEED_OWNERS },
  'POST /calendar-feed': { request: () => ({ url: '/calendar-feed' }), own: FEED_OWNERS },
  'DELETE /calendar-feed': { request: () => ({ url: '/calendar-feed' }), own: FEED_OWNERS },
  'GET /calendar-feed/:file': {
    request: () => ({ url: `/calendar-feed/${UNSIGNED}` }),
    own: ALL(404, { anonymous: 404 }),
  },
};
