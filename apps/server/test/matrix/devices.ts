import { randomUUID } from 'node:crypto';
import { ALL, type Matrix } from './types';

/**
 * Every account of a salon registers and removes its own devices; the admin and the superadmin have
 * no salon of their own and get no pushes (403). Both calls act on the caller's own account, so there
 * is no other-salon case (moving a token between salons is checked in push.test.ts).
 */
const SALON_ACCOUNTS = ALL(200, { superadmin: 403, admin: 403 });
const token = () => `matrix:${randomUUID()}`;

export const devicesMatrix: Matrix = {
  'POST /device/register-device': {
    request: () => ({
      url: '/device/register-device',
      payload: { token: token(), platform: 'android', appId: 'com.matrix.app' },
    }),
    own: SALON_ACCOUNTS,
  },
  'POST /device/remove-device': {
    request: () => ({ url: '/device/remove-device', payload: { token: token() } }),
    own: SALON_ACCOUNTS,
  },
};
