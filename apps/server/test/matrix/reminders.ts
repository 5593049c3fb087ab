import { ALL, type Matrix } from './types';

/**
 * The salon comes from the session (no salon is named), so there is no `other` scope: the owner, its
 * managers and the superadmin (in its current salon) read and change the reminder choices; no one else.
 */
const EDITORS = ALL(403, { superadmin: 200, salon: 200, manager: 200 });

export const remindersMatrix: Matrix = {
  'GET /reminders/get-settings': {
    request: () => ({ url: '/reminders/get-settings' }),
    own: EDITORS,
  },
  'POST /reminders/update-settings': {
    request: () => ({ url: '/reminders/update-settings', payload: { remind24h: true, remind2h: false } }),
    own: EDITORS,
  },
};
