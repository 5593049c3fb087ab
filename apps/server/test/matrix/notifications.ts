import { ALL, type Matrix } from './types';

/**
 * The salon roles list and send for their own salon, the admin for the platform; both calls act on the
 * caller's own scope, so there is no other-salon case (tenancy is checked in notifications.test.ts).
 */
const NOTIFY = ALL(403, { superadmin: 200, admin: 200, salon: 200, manager: 200 });

export const notificationsMatrix: Matrix = {
  'GET /notification/get-notification': {
    request: () => ({ url: '/notification/get-notification?pageNumber=1&pageSize=5' }),
    own: NOTIFY,
  },
  'POST /notification/send-notification': {
    request: () => ({
      url: '/notification/send-notification?offset=-330',
      payload: { to: 'Stylist', title: 'Matrix', body: 'Matrix notification', entryAddedFrom: 'web' },
    }),
    own: NOTIFY,
  },
};
