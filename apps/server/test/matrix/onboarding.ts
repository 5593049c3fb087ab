import { PRO_MONTHLY_PLAN_ID, PRO_PACKAGE_ID } from '../../src/seed/billing';
import { ALL, type Matrix } from './types';

/** Spec 2 §7: onboarding calls are unauthenticated; a token changes nothing. */
const PUBLIC = (status: number) => ALL(status, { anonymous: status });

let sequence = 0;
/** A sign-up paid with the declined test card: answered 200 `fail`, and nothing is created. */
function declinedSignup() {
  sequence += 1;
  const n = `${Date.now() % 100000}m${sequence}`;
  const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((day) => ({ day, slot: [] }));
  return {
    salon: {
      name: `Matrix ${n}`,
      email: `matrix.${n}@onboard.test`,
      phone: '5550001000',
      address: '1 Main Street',
      password: 'Bella#Hair',
      country: 'US',
      timeZone: 'America/New_York',
      currency: 'USD',
      locale: 'en-US',
    },
    stylist: [{ name: 'Stylist', email: `matrix.s.${n}@onboard.test`, phone: '5550001001', gender: 'other' }],
    maxCalendar: 5,
    businessHours: days,
    payment: { id: '4000 0000 0000 0002' },
    subscription: { package: PRO_PACKAGE_ID, plan: PRO_MONTHLY_PLAN_ID, maxCalendar: 5 },
    idempotencyKey: `matrix-${n}`,
  };
}

export const onboardingMatrix: Matrix = {
  'POST /users/onboard-signup': {
    request: () => ({ url: '/users/onboard-signup', payload: declinedSignup() }),
    own: PUBLIC(200),
  },
  'POST /users/onboard-check-email': {
    request: () => ({ url: '/users/onboard-check-email', payload: { email: 'nobody@onboard.test' } }),
    own: PUBLIC(200),
  },
  'POST /users/onboard-confirm': {
    request: () => ({
      url: '/users/onboard-confirm',
      payload: { clientId: 'pi_matrixunknown01', client_secret: 'nope', authenticated: true },
    }),
    own: PUBLIC(404),
  },
  'POST /users/onboard-done': {
    request: () => ({
      url: '/users/onboard-done',
      payload: { clientId: 'pi_matrixunknown01', plan: PRO_MONTHLY_PLAN_ID },
    }),
    own: PUBLIC(404),
  },
};
