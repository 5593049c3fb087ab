import { DEMO_SALON_ID, SECOND_SALON_ID } from '../../src/seed/demo-data';
import { DEMO_PASSWORD } from '../helper';
import { ALL, type Matrix } from './types';

const STRONG = 'Matrix7!pass';
let signups = 0;
// A client of each salon: the byAdmin password target.
const TARGET = {
  own: { id: '0e5e0000-0000-4000-8000-000000000022', email: 'grace.miller@example.com' },
  other: { id: '0e5e0000-0000-4000-8000-000000000024', email: 'felix.wagner@example.com' },
};

export const authMatrix: Matrix = {
  'POST /users/login': {
    request: () => ({
      url: '/users/login',
      payload: { email: 'owner@example.com', password: DEMO_PASSWORD },
    }),
    own: ALL(200, { anonymous: 200 }),
  },
  'GET /users/get-user': { request: () => ({ url: '/users/get-user' }), own: ALL(200) },
  'GET /users/get-user-by-token': {
    request: () => ({ url: '/users/get-user-by-token' }),
    own: ALL(200),
  },
  'PATCH /users/change-password': {
    request: (scope) => ({
      url: '/users/change-password',
      payload: { type: 'byAdmin', ...TARGET[scope], password: STRONG },
    }),
    own: ALL(403, { admin: 200, superadmin: 200, salon: 200 }),
    other: ALL(403, { admin: 200, superadmin: 404, salon: 404 }),
  },
  'PATCH /users/update-salon-for-superadmin': {
    request: (scope) => ({
      url: `/users/update-salon-for-superadmin?salonID=${scope === 'own' ? DEMO_SALON_ID : SECOND_SALON_ID}`,
    }),
    own: ALL(403, { superadmin: 200 }),
    other: ALL(403, { superadmin: 200 }),
  },
  'POST /users/user-signup': {
    request: (scope) => ({
      url: '/users/user-signup',
      payload: {
        name: 'Matrix Client',
        email: `matrix.${scope}.${++signups}@example.com`,
        phone: String(2125551000 + signups),
        gender: 'other',
        password: STRONG,
        salon: scope === 'own' ? DEMO_SALON_ID : SECOND_SALON_ID,
      },
    }),
    own: ALL(200, { anonymous: 200 }),
    other: ALL(200, { anonymous: 200 }),
  },
  // The onboarding's hand-off: anyone holding a fresh token (own: Demo Salon's owner, other: Second's).
  'POST /users/sign-in-token': {
    request: async (scope, t) => {
      const owner = await t.repositories.accounts.findByEmail(
        scope === 'own' ? 'owner@example.com' : 'owner2@example.com',
      );
      const token = await t.container.services.accounts.signInToken(owner!.id);
      return { url: '/users/sign-in-token', payload: { token } };
    },
    own: ALL(200, { anonymous: 200 }),
    other: ALL(200, { anonymous: 200 }),
  },
  'PATCH /users/update-profile': {
    request: () => ({ url: '/users/update-profile', payload: 'self' }),
    own: ALL(200, { admin: 403 }),
  },
  'POST /users/logout': { request: () => ({ url: '/users/logout' }), own: ALL(200) },
  'POST /users/logout-all-sessions': {
    request: () => ({ url: '/users/logout-all-sessions' }),
    own: ALL(200),
  },
  'GET /salon/get-enable-salon': {
    request: () => ({ url: '/salon/get-enable-salon' }),
    own: ALL(200, { anonymous: 200 }),
  },
};
